#include "LookoutShims.h"

uintptr_t lookout_open_scope_count = 0;
_Thread_local void *lookout_thread_recorder = 0;

void lookout_add_open_scopes(intptr_t delta) {
  __atomic_fetch_add(&lookout_open_scope_count, (uintptr_t)delta, __ATOMIC_SEQ_CST);
}

void lookout_word_set_bits(void *word, uintptr_t bits) {
  __atomic_fetch_or((uintptr_t *)word, bits, __ATOMIC_SEQ_CST);
}

void lookout_word_clear_bits(void *word, uintptr_t bits) {
  __atomic_fetch_and((uintptr_t *)word, ~bits, __ATOMIC_SEQ_CST);
}
