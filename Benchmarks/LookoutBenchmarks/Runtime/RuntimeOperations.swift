// The operations of the first two sections of `lookout-bench runtime`, each generic over the model and
// specialised for it (so each model gets the same machine-code shape), and the loops they time.

/// A tracking of `apply`: the model's own (`BenchmarkBox.track`) or Observation's (`observationTrack`).
typealias Track = (() -> Int) -> Int

extension RuntimeBenchmark {
  /// Median nanoseconds per operation of `run`, which makes `passes` passes over `objects`.
  func timePasses<Object>(over objects: [Object], passes: Int, _ run: ([Object], Int) -> Void) -> Double {
    Timing.perOperation(operations: passes * objects.count, rounds: rounds) { Timing.measure { run(objects, passes) } }
  }

  func untrackedGet<Box: BenchmarkBox>(_ type: Box.Type) -> Double {
    timePasses(over: (0..<objectCount).map { _ in Box() }, passes: count(2_000)) { blackHole(sumCounts($0, passes: $1)) }
  }

  /// Writes to objects nobody observes: fresh ones, or ones a tracking read once (as an app's models are).
  func setNoObservers<Box: BenchmarkBox>(_ type: Box.Type, readFirst: Bool) -> Double {
    let objects = (0..<objectCount).map { _ in Box() }
    if readFirst { for object in objects { Box.track { object.count } } }
    return timePasses(over: objects, passes: count(1_000)) { setCounts($0, passes: $1) }
  }

  func incrementNoObservers<Box: BenchmarkBox>(_ type: Box.Type) -> Double {
    timePasses(over: (0..<objectCount).map { _ in Box() }, passes: count(1_000)) { incrementCounts($0, passes: $1) }
  }

  /// Writes to `count` while every object has a pending tracking of `a`.
  func setWithOtherPropertyObserved<Box: BenchmarkBox>(_ type: Box.Type, _ track: Track? = nil) -> Double {
    let objects = (0..<objectCount).map { _ in Box() }
    for object in objects { _ = (track ?? Box.track) { object.a } }
    let result = timePasses(over: objects, passes: count(500)) { setCounts($0, passes: $1) }
    for object in objects { object.a += 1 }  // Fire and clear the pending trackings.
    return result
  }

  func getInScope<Box: BenchmarkBox>(_ type: Box.Type, _ track: Track) -> Double {
    let object = Box()
    let reads = count(10_000)
    return Timing.perOperation(operations: reads, rounds: rounds) {
      let elapsed = Timing.measure { blackHole(track { sumCount(object, times: reads) }) }
      object.count += 1  // Fire and clear the tracking, untimed.
      return elapsed
    }
  }

  func trackThenMutate<Box: BenchmarkBox>(_ type: Box.Type, reads: Int, _ track: Track) -> Double {
    let object = Box()
    let cycles = count(20_000)
    return Timing.perOperation(operations: cycles, rounds: rounds) {
      Timing.measure {
        for _ in 0..<cycles {
          if reads == 1 {
            blackHole(track { object.count })
          } else {
            blackHole(track { object.count + object.a + object.b + object.c })
          }
          object.count += 1
        }
      }
    }
  }

  func trackManyObjectsThenMutate<Box: BenchmarkBox>(_ type: Box.Type, _ track: Track) -> Double {
    let objects = (0..<100).map { _ in Box() }
    let cycles = count(500)
    return Timing.perOperation(operations: cycles, rounds: rounds) {
      Timing.measure {
        for cycle in 0..<cycles {
          blackHole(track { objects.reduce(0) { $0 + $1.count } })
          objects[cycle % objects.count].count += 1
        }
      }
    }
  }

  func fireManyObservers<Box: BenchmarkBox>(_ type: Box.Type, _ track: Track) -> Double {
    let object = Box()
    return Timing.perOperation(operations: 1, rounds: rounds * 3) {
      for _ in 0..<1_000 { blackHole(track { object.count }) }
      return Timing.measure { object.count += 1 }
    }
  }

  func createAndDestroy<Box: BenchmarkBox>(_ type: Box.Type) -> Double {
    let objects = count(200_000)
    return Timing.perOperation(operations: objects, rounds: rounds) {
      Timing.measure { for _ in 0..<objects { blackHole(Box()) } }
    }
  }

  /// An object's whole life in a list row: made, read once under Observation (as a body reads it), gone.
  func createReadDestroy<Box: BenchmarkBox>(_ type: Box.Type) -> Double {
    let objects = count(100_000)
    return Timing.perOperation(operations: objects, rounds: rounds) {
      Timing.measure {
        for _ in 0..<objects {
          let object = Box()
          blackHole(observationTrack { object.count })
        }
      }
    }
  }

  // MARK: Memory

  /// Heap bytes per object of each model, fresh and once read by its tracking and changed.
  func memoryFigures() -> [(model: String, fresh: Double, observed: Double)] {
    [
      ("@Observable", bytesPerObject { ObservedBox() }, bytesPerObservedObject(ObservedBox.self, ObservedBox.track)),
      ("@Tracked, Lookout tracking", bytesPerObject { TrackedBox() }, bytesPerObservedObject(TrackedBox.self, TrackedBox.track)),
      ("@Tracked, Observation tracking", bytesPerObject { TrackedBox() }, bytesPerObservedObject(TrackedBox.self, observationTrack)),
      ("@Tracked(observable: false)", bytesPerObject { LookoutOnlyBox() }, bytesPerObservedObject(LookoutOnlyBox.self, LookoutOnlyBox.track)),
      ("plain class", bytesPerObject { PlainBox() }, .nan),
    ]
  }

  private func bytesPerObject<T: AnyObject>(_ make: () -> T) -> Double {
    let instances = 10_000
    let before = allocatedBytes()
    let objects = (0..<instances).map { _ in make() }
    let after = allocatedBytes()
    blackHole(objects)
    return Double(after - before - instances * MemoryLayout<T>.stride) / Double(instances)
  }

  private func bytesPerObservedObject<Box: BenchmarkBox>(_ type: Box.Type, _ track: Track) -> Double {
    let instances = 10_000
    let before = allocatedBytes()
    let objects = (0..<instances).map { _ in Box() }
    for object in objects {
      _ = track { object.count }
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
func incrementCounts<Box: BenchmarkBox>(_ objects: [Box], passes: Int) {
  for _ in 0..<passes { for object in objects { object.count &+= 1 } }
}
