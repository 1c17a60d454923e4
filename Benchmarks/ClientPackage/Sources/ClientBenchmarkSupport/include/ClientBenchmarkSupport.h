#ifndef CLIENT_BENCHMARK_SUPPORT_H
#define CLIENT_BENCHMARK_SUPPORT_H
#include <stddef.h>
#include <stdint.h>

/// Bytes the C allocator holds now (0 where the platform does not say).
size_t client_bench_allocated_bytes(void);
/// Monotonic nanoseconds.
uint64_t client_bench_nanoseconds(void);
/// Keeps a value opaque to the optimizer.
void client_bench_consume(intptr_t value);
#endif
