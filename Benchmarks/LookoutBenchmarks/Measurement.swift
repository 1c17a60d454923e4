import LookoutBenchmarkSupport

/// Keeps `value` alive and opaque to the optimizer, so the work producing it is not removed.
@inline(never)
public func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

/// How long one benchmark takes per operation.
struct Timing {
  /// Runs `round` (which performs `operations` operations and returns the nanoseconds it measured)
  /// `rounds` times and returns the median time per operation.
  static func perOperation(operations: Int, rounds: Int, _ round: () -> UInt64) -> Double {
    _ = round()  // Warm-up: caches, lazily created state.
    var samples: [Double] = []
    for _ in 0..<rounds {
      samples.append(Double(round()) / Double(operations))
    }
    samples.sort()
    return samples[samples.count / 2]
  }

  /// Times the whole of `body`.
  static func measure(_ body: () -> Void) -> UInt64 {
    let start = nanoseconds()
    body()
    return nanoseconds() - start
  }
}

/// Bytes the C allocator holds right now (glibc's `mallinfo2`), for memory-per-object figures.
func allocatedBytes() -> Int {
  Int(lookout_bench_allocated_bytes())
}
