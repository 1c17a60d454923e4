#ifndef LOOKOUT_SHIMS_H
#define LOOKOUT_SHIMS_H

#include <stdint.h>

/// Number of tracking scopes open on any thread. A getter only needs to record its access when this is
/// not zero; the count itself is maintained by Swift code in the `Lookout` module.
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

/// Relaxed load of a word that Swift code updates with `Synchronization.Atomic` (a registrar's
/// observed-property mask). `pure` for the same reason as `lookout_open_scopes`.
static inline __attribute__((always_inline)) __attribute__((pure))
uintptr_t lookout_load_word(const void *word) {
  return __atomic_load_n((const uintptr_t *)word, __ATOMIC_RELAXED);
}

/// Adds `delta` to the open-scope count (sequentially consistent).
void lookout_add_open_scopes(intptr_t delta);

/// Atomically sets `bits` in the word at `word` (a registrar's observed-property mask).
void lookout_word_set_bits(void *word, uintptr_t bits);

/// Atomically clears `bits` in the word at `word`.
void lookout_word_clear_bits(void *word, uintptr_t bits);

#endif
