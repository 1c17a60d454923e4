import Foundation
/// `lookout-bench runtime`: the same operations on Lookout's `@Tracked`, the toolchain's `@Observable`, and
/// a plain class, in one process.
public struct RuntimeBenchmark {
  /// One row: nanoseconds per operation for each implementation.
  public struct Row: Sendable {
    public let name: String
    public let lookout: Double
    public let observation: Double
    public let plain: Double?
    public var speedup: Double { observation / lookout }
  }

  /// The result of a run.
  public struct Report: Sendable {
    public var rows: [Row]
    /// Heap bytes per object, measured over many instances.
    public var lookoutBytesPerObject: Double
    public var observationBytesPerObject: Double
    public var plainBytesPerObject: Double
    /// Same figures once each object has been observed (read inside a scope) once.
    public var lookoutBytesPerObservedObject: Double
    public var observationBytesPerObservedObject: Double
  }

  /// Scales the iteration counts; 1 is the full run.
  public var scale: Double
  /// Runs only the rows whose name contains this text (all when nil).
  public var filter: String?

  public init(scale: Double = 1, filter: String? = nil) {
    self.scale = scale
    self.filter = filter
  }

  private func count(_ base: Int) -> Int { max(1, Int(Double(base) * scale)) }
  private var rounds: Int { scale < 1 ? 3 : 9 }

  /// `LOOKOUT_BENCH_SIDE=lookout` or `observation` measures one side only: for profiling one of them.
  private var side: String? { ProcessInfo.processInfo.environment["LOOKOUT_BENCH_SIDE"] }

  public func run() -> Report {
    var rows: [Row] = []
    // Each side is measured by a call with a concrete type, so every loop is specialised and inlined for its
    // model (an existential metatype here once left the loops calling through witness tables).
    func row(_ name: String, lookout: () -> Double, observation: () -> Double, plain: (() -> Double)? = nil) {
      if let filter, !name.contains(filter) { return }
      rows.append(Row(
        name: name,
        lookout: side == "observation" ? .nan : lookout(),
        observation: side == "lookout" ? .nan : observation(),
        plain: plain?()))
    }
    row("untracked get", lookout: { untrackedGet(TrackedBox.self) }, observation: { untrackedGet(ObservedBox.self) },
        plain: { plainGet(PlainBox.self) })
    row("set, no observers", lookout: { setNoObservers(TrackedBox.self) },
        observation: { setNoObservers(ObservedBox.self) }, plain: { plainSet(PlainBox.self) })
    row("+= 1, no observers", lookout: { incrementNoObservers(TrackedBox.self) },
        observation: { incrementNoObservers(ObservedBox.self) }, plain: { plainIncrement(PlainBox.self) })
    row("set, another property observed", lookout: { setWithOtherPropertyObserved(TrackedBox.self) },
        observation: { setWithOtherPropertyObserved(ObservedBox.self) })
    row("get inside a tracking scope", lookout: { getInScope(TrackedBox.self) },
        observation: { getInScope(ObservedBox.self) })
    row("track 1 read, then mutate", lookout: { trackThenMutate(TrackedBox.self, reads: 1) },
        observation: { trackThenMutate(ObservedBox.self, reads: 1) })
    row("track 4 reads, then mutate", lookout: { trackThenMutate(TrackedBox.self, reads: 4) },
        observation: { trackThenMutate(ObservedBox.self, reads: 4) })
    row("track 100 objects, then mutate one", lookout: { trackManyObjectsThenMutate(TrackedBox.self) },
        observation: { trackManyObjectsThenMutate(ObservedBox.self) })
    row("one mutation firing 1,000 observers", lookout: { fireManyObservers(TrackedBox.self) },
        observation: { fireManyObservers(ObservedBox.self) })
    row("create and destroy an object", lookout: { createAndDestroy(TrackedBox.self) },
        observation: { createAndDestroy(ObservedBox.self) }, plain: { plainCreateAndDestroy(PlainBox.self) })
    if filter != nil { return Report(rows: rows, lookoutBytesPerObject: .nan, observationBytesPerObject: .nan, plainBytesPerObject: .nan, lookoutBytesPerObservedObject: .nan, observationBytesPerObservedObject: .nan) }
    return Report(
      rows: rows,
      lookoutBytesPerObject: bytesPerObject { TrackedBox() },
      observationBytesPerObject: bytesPerObject { ObservedBox() },
      plainBytesPerObject: bytesPerObject { PlainBox() },
      lookoutBytesPerObservedObject: bytesPerObservedObject(TrackedBox.self),
      observationBytesPerObservedObject: bytesPerObservedObject(ObservedBox.self))
  }

  // MARK: Access without observers

  private let objectCount = 1_000

  /// Median nanoseconds per operation of `run`, which makes `passes` passes over `objects`.
  private func timePasses<Object>(over objects: [Object], passes: Int, _ run: ([Object], Int) -> Void) -> Double {
    Timing.perOperation(operations: passes * objects.count, rounds: rounds) { Timing.measure { run(objects, passes) } }
  }

  private func untrackedGet<Box: BenchmarkBox>(_ type: Box.Type) -> Double {
    timePasses(over: (0..<objectCount).map { _ in Box() }, passes: count(2_000)) { blackHole(sumCounts($0, passes: $1)) }
  }

  private func plainGet(_ type: PlainBox.Type) -> Double {
    timePasses(over: (0..<objectCount).map { _ in PlainBox() }, passes: count(2_000)) { blackHole(sumPlainCounts($0, passes: $1)) }
  }

  private func setNoObservers<Box: BenchmarkBox>(_ type: Box.Type) -> Double {
    timePasses(over: (0..<objectCount).map { _ in Box() }, passes: count(2_000)) { setCounts($0, passes: $1) }
  }

  private func plainSet(_ type: PlainBox.Type) -> Double {
    timePasses(over: (0..<objectCount).map { _ in PlainBox() }, passes: count(2_000)) { setPlainCounts($0, passes: $1) }
  }

  private func incrementNoObservers<Box: BenchmarkBox>(_ type: Box.Type) -> Double {
    timePasses(over: (0..<objectCount).map { _ in Box() }, passes: count(2_000)) { incrementCounts($0, passes: $1) }
  }

  private func plainIncrement(_ type: PlainBox.Type) -> Double {
    timePasses(over: (0..<objectCount).map { _ in PlainBox() }, passes: count(2_000)) { incrementPlainCounts($0, passes: $1) }
  }

  /// Writes to `count` while every object has a pending tracking of `a`.
  private func setWithOtherPropertyObserved<Box: BenchmarkBox>(_ type: Box.Type) -> Double {
    let objects = (0..<objectCount).map { _ in Box() }
    for object in objects { Box.track { object.a } }
    let result = timePasses(over: objects, passes: count(500)) { setCounts($0, passes: $1) }
    for object in objects { object.a += 1 }  // Fire and clear the pending trackings.
    return result
  }

  // MARK: Tracking

  private func getInScope<Box: BenchmarkBox>(_ type: Box.Type) -> Double {
    let object = Box()
    let reads = count(10_000)
    return Timing.perOperation(operations: reads, rounds: rounds) {
      let elapsed = Timing.measure {
        blackHole(Box.track { sumCount(object, times: reads) })
      }
      object.count += 1  // Fire and clear the tracking, untimed.
      return elapsed
    }
  }

  private func trackThenMutate<Box: BenchmarkBox>(_ type: Box.Type, reads: Int) -> Double {
    let object = Box()
    let cycles = count(20_000)
    return Timing.perOperation(operations: cycles, rounds: rounds) {
      Timing.measure {
        for _ in 0..<cycles {
          if reads == 1 {
            blackHole(Box.track { object.count })
          } else {
            blackHole(Box.track { object.count + object.a + object.b + object.c })
          }
          object.count += 1
        }
      }
    }
  }

  private func trackManyObjectsThenMutate<Box: BenchmarkBox>(_ type: Box.Type) -> Double {
    let objects = (0..<100).map { _ in Box() }
    let cycles = count(500)
    return Timing.perOperation(operations: cycles, rounds: rounds) {
      Timing.measure {
        for cycle in 0..<cycles {
          blackHole(Box.track { objects.reduce(0) { $0 + $1.count } })
          objects[cycle % objects.count].count += 1
        }
      }
    }
  }

  private func fireManyObservers<Box: BenchmarkBox>(_ type: Box.Type) -> Double {
    let object = Box()
    return Timing.perOperation(operations: 1, rounds: rounds * 3) {
      for _ in 0..<1_000 { blackHole(Box.track { object.count }) }
      return Timing.measure { object.count += 1 }
    }
  }

  private func createAndDestroy<Box: BenchmarkBox>(_ type: Box.Type) -> Double {
    let objects = count(200_000)
    return Timing.perOperation(operations: objects, rounds: rounds) {
      Timing.measure { for _ in 0..<objects { blackHole(Box()) } }
    }
  }

  private func plainCreateAndDestroy(_ type: PlainBox.Type) -> Double {
    let objects = count(200_000)
    return Timing.perOperation(operations: objects, rounds: rounds) {
      Timing.measure { for _ in 0..<objects { blackHole(PlainBox()) } }
    }
  }

  // MARK: Memory

  private func bytesPerObject<T: AnyObject>(_ make: () -> T) -> Double {
    let instances = 10_000
    let before = allocatedBytes()
    let objects = (0..<instances).map { _ in make() }
    let after = allocatedBytes()
    blackHole(objects)
    return Double(after - before - instances * MemoryLayout<T>.stride) / Double(instances)
  }

  private func bytesPerObservedObject<Box: BenchmarkBox>(_ type: Box.Type) -> Double {
    let instances = 10_000
    let before = allocatedBytes()
    let objects = (0..<instances).map { _ in Box() }
    for object in objects {
      Box.track { object.count }
      object.count += 1  // Fire, leaving the object's observer state behind.
    }
    let after = allocatedBytes()
    blackHole(objects)
    return Double(after - before - instances * MemoryLayout<Box>.stride) / Double(instances)
  }
}

// The loops are generic functions specialised per model, so each model gets the same machine code shape.

@inline(never)
func sumCounts<Box: BenchmarkBox>(_ objects: [Box], passes: Int) -> Int {
  var sum = 0
  for _ in 0..<passes { for object in objects { sum &+= object.count } }
  return sum
}

@inline(never)
func sumPlainCounts(_ objects: [PlainBox], passes: Int) -> Int {
  var sum = 0
  for _ in 0..<passes { for object in objects { sum &+= object.count } }
  return sum
}

@inline(never)
func sumCount<Box: BenchmarkBox>(_ object: Box, times: Int) -> Int {
  var sum = 0
  for _ in 0..<times { sum &+= object.count }
  return sum
}

@inline(never)
func setCounts<Box: BenchmarkBox>(_ objects: [Box], passes: Int) {
  for pass in 0..<passes { for object in objects { object.count = pass } }
}

@inline(never)
func setPlainCounts(_ objects: [PlainBox], passes: Int) {
  for pass in 0..<passes { for object in objects { object.count = pass } }
}

@inline(never)
func incrementCounts<Box: BenchmarkBox>(_ objects: [Box], passes: Int) {
  for _ in 0..<passes { for object in objects { object.count &+= 1 } }
}

@inline(never)
func incrementPlainCounts(_ objects: [PlainBox], passes: Int) {
  for _ in 0..<passes { for object in objects { object.count &+= 1 } }
}
