#ifndef LOOKOUT_BENCHMARK_SUPPORT_H
#define LOOKOUT_BENCHMARK_SUPPORT_H
#include <stddef.h>

/// Bytes currently allocated by the C allocator (glibc `mallinfo2().uordblks`), or 0 where unavailable.
size_t lookout_bench_allocated_bytes(void);

#endif
