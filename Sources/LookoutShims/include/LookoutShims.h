#ifndef LOOKOUT_SHIMS_H
#define LOOKOUT_SHIMS_H

#include <stdbool.h>
#include <stdint.h>

// Lookout's atomics: word-sized operations through the compiler's builtins. The same C on every platform
// (Darwin, Glibc, Musl), and available on every deployment target, unlike the Synchronization module
// (iOS 18 / macOS 15).

/// Number of tracking scopes open on any thread. A getter only needs to record its access when this is
/// not zero; the count itself is maintained by Swift code in the `LookoutCore` module.
extern uintptr_t lookout_open_scope_count;

/// Relaxed load of `lookout_open_scope_count`.
///
/// Declared `pure` on purpose: Swift's optimizer then knows the call cannot release memory, so an inlined
/// getter does not retain and release its object around the check (which would cost ~20 ns per access).
/// The load is atomic, so concurrent writers are not a data race.
static inline __attribute__((always_inline)) __attribute__((pure))
uintptr_t lookout_open_scopes(void) {
  return __atomic_load_n(&lookout_open_scope_count, __ATOMIC_RELAXED);
}

/// Acquiring load of `lookout_open_scope_count`: after a relaxed load saw a word a scope set (a property it
/// marked read), this sees that scope open.
static inline __attribute__((always_inline))
uintptr_t lookout_open_scopes_acquire(void) {
  __atomic_thread_fence(__ATOMIC_ACQUIRE);
  return __atomic_load_n(&lookout_open_scope_count, __ATOMIC_ACQUIRE);
}

/// Relaxed load of a word that other threads update with the functions below (a registrar's header, an
/// observed-property mask). `pure` for the same reason as `lookout_open_scopes`.
static inline __attribute__((always_inline)) __attribute__((pure))
uintptr_t lookout_load_word(const void *word) {
  return __atomic_load_n((const uintptr_t *)word, __ATOMIC_RELAXED);
}

/// Acquiring load of a word: what the thread that stored it with release ordering wrote before is visible.
static inline __attribute__((always_inline))
uintptr_t lookout_load_acquire(const void *word) {
  return __atomic_load_n((const uintptr_t *)word, __ATOMIC_ACQUIRE);
}

/// Releasing store of a word.
static inline __attribute__((always_inline))
void lookout_store_release(void *word, uintptr_t value) {
  __atomic_store_n((uintptr_t *)word, value, __ATOMIC_RELEASE);
}

/// Replaces the word with `desired` if it holds `expected` (acquire and release ordering). Returns the
/// value the word held: `expected` when the exchange happened.
static inline __attribute__((always_inline))
uintptr_t lookout_compare_exchange(void *word, uintptr_t expected, uintptr_t desired) {
  __atomic_compare_exchange_n((uintptr_t *)word, &expected, desired, false, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE);
  return expected;
}

/// Adds `delta` to the word at `word` (acquire and release ordering); returns the value it held.
static inline __attribute__((always_inline))
uintptr_t lookout_fetch_add(void *word, uintptr_t delta) {
  return __atomic_fetch_add((uintptr_t *)word, delta, __ATOMIC_ACQ_REL);
}

/// Adds `delta` to the open-scope count (sequentially consistent).
void lookout_add_open_scopes(intptr_t delta);

/// This thread's access recorder (LookoutCore's `AccessRecorder`, unretained), or NULL before its first use
/// and once the thread's pthread destructors ran. A C thread-local, so a read is a load (a call into
/// `pthread_getspecific` cost a few nanoseconds on every read inside a scope); the reference itself is owned
/// by a pthread key, whose destructor releases it and clears this.
extern _Thread_local void *lookout_thread_recorder;

static inline __attribute__((always_inline))
void *lookout_current_recorder(void) {
  return lookout_thread_recorder;
}

static inline __attribute__((always_inline))
void lookout_set_current_recorder(void *recorder) {
  lookout_thread_recorder = recorder;
}

/// Atomically sets `bits` in the word at `word` (a registrar's observed-property mask).
void lookout_word_set_bits(void *word, uintptr_t bits);

/// Atomically clears `bits` in the word at `word`.
void lookout_word_clear_bits(void *word, uintptr_t bits);

#endif
