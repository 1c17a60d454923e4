import Foundation
import LookoutBenchmarkClient

/// `lookout-bench runtime`: the same operations on the toolchain's `@Observable`, Lookout's `@Tracked` (seen
/// by Observation, the default), `@Tracked(observable: false)` and a plain class, in one process, in three
/// sections: with no Observation scope anywhere, with Observation watching (as SwiftUI does), and
/// client-shaped workloads run from an app module of their own.
public struct RuntimeBenchmark: Sendable {
  /// Where a row's operations run.
  public enum Section: String, Sendable, CaseIterable {
    /// Each model under its own users' tracking (Observation's for `@Observable`, Lookout's for `@Tracked`),
    /// and no Observation scope anywhere: a server, a model test, UIKit code.
    case noObservationScope = "no Observation scope anywhere (a server, a model test, UIKit with withTracking)"
    /// `@Observable` and `@Tracked` both under Observation's tracking: what SwiftUI does to a view's body.
    case observationWatching = "Observation watching (withObservationTracking, as SwiftUI tracks a body)"
    /// Workloads written as app code writes them, in a module of their own.
    case clientShaped = "client-shaped, from an app module (per model of 1,000)"
  }

  /// One row: nanoseconds per operation for each model (`nan` where the model has no such operation).
  public struct Row: Sendable {
    public let section: Section
    public let name: String
    public let observable: Double
    public let tracked: Double
    public let lookoutOnly: Double
    public let plain: Double
    /// The same operation in a debug build, where measured (`nan` otherwise).
    public var debug: Debug = Debug()

    public struct Debug: Sendable {
      public var tracked = Double.nan
      public var lookoutOnly = Double.nan
      public var plain = Double.nan
    }

    /// How many times faster the default `@Tracked` is than `@Observable` (above 1: faster).
    public var trackedSpeedup: Double { observable / tracked }
    /// How many times faster `@Tracked(observable: false)` is than `@Observable`.
    public var lookoutOnlySpeedup: Double { observable / lookoutOnly }
  }

  /// The result of a run.
  public struct Report: Sendable {
    public var rows: [Row]
    /// Heap bytes per object, over many instances: fresh, and once read by a tracking and changed once.
    public var memory: [(model: String, fresh: Double, observed: Double)]

    public init(rows: [Row], memory: [(model: String, fresh: Double, observed: Double)]) {
      self.rows = rows
      self.memory = memory
    }
  }

  /// Scales the iteration counts; 1 is the full run.
  public var scale: Double
  /// Runs only the rows whose name contains this text (all when nil).
  public var filter: String?

  public init(scale: Double = 1, filter: String? = nil) {
    self.scale = scale
    self.filter = filter
  }

  func count(_ base: Int) -> Int { max(1, Int(Double(base) * scale)) }
  var rounds: Int { scale < 1 ? 3 : 9 }
  let objectCount = 1_000

  public func run() -> Report {
    var rows: [Row] = []
    func add(_ section: Section, _ name: String, _ observable: () -> Double, _ tracked: () -> Double,
             _ lookoutOnly: (() -> Double)?, _ plain: (() -> Double)?) {
      if let filter, !name.contains(filter) { return }
      // The models take turns, so that a busy moment of the machine falls on all of them alike.
      var samples: [[Double]] = [[], [], [], []]
      for _ in 0..<3 {
        samples[0].append(observable())
        samples[1].append(tracked())
        samples[2].append(lookoutOnly?() ?? .nan)
        samples[3].append(plain?() ?? .nan)
      }
      let best = samples.map { $0.min() ?? .nan }
      rows.append(Row(section: section, name: name, observable: best[0], tracked: best[1], lookoutOnly: best[2], plain: best[3]))
    }
    addNoScopeRows(add)
    addObservationRows(add)
    addClientRows(add)
    return Report(rows: rows, memory: filter == nil ? memoryFigures() : [])
  }

  // MARK: No Observation scope

  private func addNoScopeRows(
    _ add: (Section, String, () -> Double, () -> Double, (() -> Double)?, (() -> Double)?) -> Void
  ) {
    let section = Section.noObservationScope
    add(section, "untracked get",
        { untrackedGet(ObservedBox.self) }, { untrackedGet(TrackedBox.self) }, { untrackedGet(LookoutOnlyBox.self) },
        { untrackedGet(PlainBox.self) })
    add(section, "set, no observers, never read",
        { setNoObservers(ObservedBox.self, readFirst: false) }, { setNoObservers(TrackedBox.self, readFirst: false) },
        { setNoObservers(LookoutOnlyBox.self, readFirst: false) }, { setNoObservers(PlainBox.self, readFirst: false) })
    add(section, "set, no observers, read before",
        { setNoObservers(ObservedBox.self, readFirst: true) }, { setNoObservers(TrackedBox.self, readFirst: true) },
        { setNoObservers(LookoutOnlyBox.self, readFirst: true) }, { setNoObservers(PlainBox.self, readFirst: true) })
    add(section, "+= 1, no observers",
        { incrementNoObservers(ObservedBox.self) }, { incrementNoObservers(TrackedBox.self) },
        { incrementNoObservers(LookoutOnlyBox.self) }, { incrementNoObservers(PlainBox.self) })
    add(section, "set, another property observed",
        { setWithOtherPropertyObserved(ObservedBox.self) }, { setWithOtherPropertyObserved(TrackedBox.self) },
        { setWithOtherPropertyObserved(LookoutOnlyBox.self) }, nil)
    add(section, "get inside a tracking scope",
        { getInScope(ObservedBox.self, ObservedBox.track) }, { getInScope(TrackedBox.self, TrackedBox.track) },
        { getInScope(LookoutOnlyBox.self, LookoutOnlyBox.track) }, nil)
    add(section, "track 1 read, then mutate",
        { trackThenMutate(ObservedBox.self, reads: 1, ObservedBox.track) }, { trackThenMutate(TrackedBox.self, reads: 1, TrackedBox.track) },
        { trackThenMutate(LookoutOnlyBox.self, reads: 1, LookoutOnlyBox.track) }, nil)
    add(section, "track 4 reads, then mutate",
        { trackThenMutate(ObservedBox.self, reads: 4, ObservedBox.track) }, { trackThenMutate(TrackedBox.self, reads: 4, TrackedBox.track) },
        { trackThenMutate(LookoutOnlyBox.self, reads: 4, LookoutOnlyBox.track) }, nil)
    add(section, "track 100 objects, then mutate one",
        { trackManyObjectsThenMutate(ObservedBox.self, ObservedBox.track) }, { trackManyObjectsThenMutate(TrackedBox.self, TrackedBox.track) },
        { trackManyObjectsThenMutate(LookoutOnlyBox.self, LookoutOnlyBox.track) }, nil)
    add(section, "one mutation firing 1,000 observers",
        { fireManyObservers(ObservedBox.self, ObservedBox.track) }, { fireManyObservers(TrackedBox.self, TrackedBox.track) },
        { fireManyObservers(LookoutOnlyBox.self, LookoutOnlyBox.track) }, nil)
    add(section, "create and destroy an object",
        { createAndDestroy(ObservedBox.self) }, { createAndDestroy(TrackedBox.self) },
        { createAndDestroy(LookoutOnlyBox.self) }, { createAndDestroy(PlainBox.self) })
  }

  // MARK: Observation watching

  private func addObservationRows(
    _ add: (Section, String, () -> Double, () -> Double, (() -> Double)?, (() -> Double)?) -> Void
  ) {
    let section = Section.observationWatching
    add(section, "get inside an Observation scope (a body)",
        { getInScope(ObservedBox.self, observationTrack) }, { getInScope(TrackedBox.self, observationTrack) }, nil, nil)
    add(section, "set, another property observed by Observation",
        { setWithOtherPropertyObserved(ObservedBox.self, observationTrack) }, { setWithOtherPropertyObserved(TrackedBox.self, observationTrack) },
        nil, nil)
    add(section, "Observation tracks 1 read, then mutate",
        { trackThenMutate(ObservedBox.self, reads: 1, observationTrack) }, { trackThenMutate(TrackedBox.self, reads: 1, observationTrack) },
        nil, nil)
    add(section, "Observation tracks 4 reads, then mutate",
        { trackThenMutate(ObservedBox.self, reads: 4, observationTrack) }, { trackThenMutate(TrackedBox.self, reads: 4, observationTrack) },
        nil, nil)
    add(section, "Observation tracks 100 objects, mutate one",
        { trackManyObjectsThenMutate(ObservedBox.self, observationTrack) }, { trackManyObjectsThenMutate(TrackedBox.self, observationTrack) },
        nil, nil)
    add(section, "one mutation firing 1,000 Observation observers",
        { fireManyObservers(ObservedBox.self, observationTrack) }, { fireManyObservers(TrackedBox.self, observationTrack) }, nil, nil)
    add(section, "create, read in a body, destroy",
        { createReadDestroy(ObservedBox.self) }, { createReadDestroy(TrackedBox.self) }, nil, nil)
  }

  // MARK: Client-shaped

  private func addClientRows(
    _ add: (Section, String, () -> Double, () -> Double, (() -> Double)?, (() -> Double)?) -> Void
  ) {
    let section = Section.clientShaped
    let passes = count(2_000)
    let kinds = [ClientWorkloads.observable, ClientWorkloads.tracked, ClientWorkloads.lookoutOnly, ClientWorkloads.plain]
      .map { $0(objectCount) }
    func client(_ name: String, _ passes: Int, _ work: @escaping (ClientWorkloads) -> Void) {
      let timed = kinds.map { workload in { timeCalls(passes, operations: objectCount) { work(workload) } } }
      add(section, name, timed[0], timed[1], timed[2], timed[3])
    }
    client("loop over models, read a property", passes) { blackHole($0.sum()) }
    client("read into a global and a captured var", passes) { blackHole($0.readIntoGlobalAndClosure()) }
    client("read through unspecialised generic code", passes / 10) { blackHole($0.sumGenerically()) }
    client("read through existentials (any Item)", passes / 4) { blackHole($0.sumExistentially()) }
    client("+= 1 on a property", passes / 4) { $0.increment() }
    client("append to an array property", passes / 10) { $0.append() }
    let mainActorKinds = MainActor.assumeIsolated {
      [MainActorWorkloads.observable, MainActorWorkloads.tracked, MainActorWorkloads.lookoutOnly, MainActorWorkloads.plain]
        .map { $0(objectCount) }
    }
    let workloads = mainActorKinds
    let timed = (0..<4).map { index in
      { MainActor.assumeIsolated { timeCalls(passes, operations: objectCount) { blackHole(workloads[index].sum()) } } }
    }
    add(section, "@MainActor models, read a property", timed[0], timed[1], timed[2], timed[3])
  }

  /// The rows of the debug-build column (run by a debug build of `lookout-bench`): the accesses app code
  /// makes most, on Lookout's models and a plain class.
  public func debugRows() -> [Row] {
    let passes = count(200)
    let tracked = ClientWorkloads.tracked(count: objectCount)
    let lookoutOnly = ClientWorkloads.lookoutOnly(count: objectCount)
    let plain = ClientWorkloads.plain(count: objectCount)
    func row(_ name: String, _ work: (ClientWorkloads) -> Void) -> Row {
      Row(section: .clientShaped, name: name, observable: .nan,
          tracked: timeCalls(passes, operations: objectCount) { work(tracked) },
          lookoutOnly: timeCalls(passes, operations: objectCount) { work(lookoutOnly) },
          plain: timeCalls(passes, operations: objectCount) { work(plain) })
    }
    return [
      row("loop over models, read a property") { blackHole($0.sum()) },
      row("+= 1 on a property") { $0.increment() },
    ].filter { filter.map($0.name.contains) ?? true }
  }

  /// Median nanoseconds per operation of `passes` calls of `body`, each doing `operations` operations.
  func timeCalls(_ passes: Int, operations: Int, _ body: () -> Void) -> Double {
    Timing.perOperation(operations: max(1, passes) * operations, rounds: rounds) {
      Timing.measure { for _ in 0..<max(1, passes) { body() } }
    }
  }
}
