import ClientBenchmarkSupport
import ClientModels

extension ClientModels.PlainModel: Model {}
extension ClientModels.ObservedModel: Model {}
extension ClientModels.TrackedModel: Model {}
extension ClientModels.LookoutOnlyModel: Model {}

// Each workload as app code writes it, timed per operation (median of rounds).

struct Workloads {
  var rounds: Int
  var scale: Int
  let objectCount = 1_000

  func count(_ n: Int) -> Int { Swift.max(1, n / scale) }

  /// Median nanoseconds per operation of `round`, which performs `operations` operations.
  func median(operations: Int, rounds: Int? = nil, _ round: () -> Void) -> Double {
    round()  // Warm-up.
    var samples: [Double] = []
    for _ in 0..<(rounds ?? self.rounds) {
      let start = client_bench_nanoseconds()
      round()
      samples.append(Double(client_bench_nanoseconds() - start) / Double(operations))
    }
    samples.sort()
    return samples[samples.count / 2]
  }

  func objects<M: Model>(_ type: M.Type) -> [M] { (0..<objectCount).map { _ in M() } }

  func untrackedGet<M: Model>(_ type: M.Type) -> Double {
    let models = objects(type)
    let passes = count(2_000)
    return median(operations: passes * models.count) {
      var sum = 0
      for _ in 0..<passes { for model in models { sum &+= model.count } }
      client_bench_consume(sum)
    }
  }

  /// Reads of one model, as a function does that reads a model's property many times.
  func untrackedGetOne<M: Model>(_ type: M.Type) -> Double {
    let model = M()
    let reads = count(1_000_000)
    return median(operations: reads) {
      var sum = 0
      for _ in 0..<reads { sum &+= model.count; client_bench_consume(sum) }
    }
  }

  /// Writes nobody observes, to fresh models or to models a tracking read once (as a view reads an app's).
  func set<M: Model>(_ type: M.Type, readFirst: Bool, _ track: (() -> Int) -> Int) -> Double {
    let models = objects(type)
    if readFirst { for model in models { _ = track { model.count } }; for model in models { model.count = -1 } }
    let passes = count(1_000)
    return median(operations: passes * models.count) {
      for pass in 0..<passes { for model in models { model.count = pass } }
    }
  }

  func increment<M: Model>(_ type: M.Type) -> Double {
    let models = objects(type)
    let passes = count(1_000)
    return median(operations: passes * models.count) {
      for _ in 0..<passes { for model in models { model.count += 1 } }
    }
  }

  func getInScope<M: Model>(_ type: M.Type, _ track: (() -> Int) -> Int) -> Double {
    let model = M()
    let reads = count(10_000)
    return median(operations: reads) {
      let sum = track {
        var sum = 0
        for _ in 0..<reads { sum &+= model.count }
        return sum
      }
      client_bench_consume(sum)
      model.count += 1  // Fires and ends the tracking.
    }
  }

  func trackThenMutate<M: Model>(_ type: M.Type, reads: Int, _ track: (() -> Int) -> Int) -> Double {
    let model = M()
    let cycles = count(20_000)
    return median(operations: cycles) {
      for _ in 0..<cycles {
        let value = reads == 1 ? track { model.count } : track { model.count &+ model.a &+ model.b &+ model.c }
        client_bench_consume(value)
        model.count += 1
      }
    }
  }

  func fireObservers<M: Model>(_ type: M.Type, _ track: (() -> Int) -> Int) -> Double {
    let model = M()
    var elapsed: [Double] = []
    for _ in 0..<(rounds * 3) {
      for _ in 0..<1_000 { client_bench_consume(track { model.count }) }
      let start = client_bench_nanoseconds()
      model.count += 1
      elapsed.append(Double(client_bench_nanoseconds() - start))
    }
    elapsed.sort()
    return elapsed[elapsed.count / 2]
  }

  func createAndDestroy<M: Model>(_ type: M.Type) -> Double {
    let creations = count(100_000)
    return median(operations: creations) {
      for index in 0..<creations {
        let model = M()
        model.a = index
        client_bench_consume(model.a)
      }
    }
  }

  /// What a list row's model does under SwiftUI: made, read by a body, dropped.
  func createReadInBodyDestroy<M: Model>(_ type: M.Type, _ track: (() -> Int) -> Int) -> Double {
    let creations = count(20_000)
    return median(operations: creations) {
      for _ in 0..<creations {
        let model = M()
        client_bench_consume(track { model.count &+ model.a })
      }
    }
  }

  /// Heap bytes per model: fresh, then after a tracking read it and a write fired that tracking.
  func bytesPerModel<M: Model>(_ type: M.Type, tracked: Bool, _ track: (() -> Int) -> Int) -> Double {
    var models: [M] = []
    models.reserveCapacity(objectCount)
    let before = client_bench_allocated_bytes()
    for _ in 0..<objectCount { models.append(M()) }
    if tracked { for model in models { _ = track { model.count }; model.count += 1 } }
    let after = client_bench_allocated_bytes()
    let bytes = Double(Int(after) - Int(before)) / Double(models.count)
    models.removeAll()
    return bytes
  }
}
