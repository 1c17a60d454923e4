// LookoutUI runs on Linux (see README: Platforms).
#if os(Linux)
import LookoutUI

/// `lookout-bench views`: the guides' scenarios mounted in LookoutUI under the three models — one row of a
/// long list changing (at 10,000 and 100,000 rows), a screen whose rows carry 50 modifiers each, a header
/// while a progress value ticks — with the bodies each change evaluates, the time of one update, and the
/// time to mount.
@MainActor
public struct ViewsBenchmark {
  /// One model's figures in one scenario.
  public struct ModelResult: Sendable {
    public let model: String
    public let bodyEvaluations: Int
    /// Median of one change and the update it causes.
    public let updateMicroseconds: Double
    /// Median of the mounts.
    public let mountMilliseconds: Double
    /// Mounting, per row (list scenarios): the median mount, and the fastest (the least disturbed by other
    /// work on a shared machine).
    public let mountMicrosecondsPerRow: Double?
    public let bestMountMicrosecondsPerRow: Double?
  }

  /// One scenario.
  public struct Scenario: Sendable {
    public let name: String
    public let rows: Int?
    public let models: [ModelResult]
  }

  public var rows: Int
  public var largeRows: Int
  /// The rows of the list before iOS 17 (the bridge's scenario).
  public var bridgeRows: Int
  public var modifierRows: Int
  public var rounds: Int
  /// Changes (each followed by one update) per mount, for the models whose updates evaluate one body; more
  /// make a profile of the update path (`perf record … lookout-bench views --updates 20000`).
  public var updates: Int
  /// Only the scenarios whose name contains this.
  public var filter: String?

  public init(
    rows: Int = 10_000, largeRows: Int = 100_000, bridgeRows: Int = 1_000, modifierRows: Int = 1_000, rounds: Int = 5,
    updates: Int = 50, filter: String? = nil
  ) {
    self.updates = updates
    self.rows = rows
    self.bridgeRows = bridgeRows
    self.largeRows = largeRows
    self.modifierRows = modifierRows
    self.rounds = rounds
    self.filter = filter
  }

  public func run() -> [Scenario] {
    let scenarios: [(String, () -> Scenario)] = [
      ("list", { listScenario(rows: rows, legacy: true) }),
      ("list large", { listScenario(rows: largeRows, legacy: false) }),
      ("bridge", { bridgeScenario() }),
      ("modifiers", { modifierScenario() }),
      ("profile", { profileScenario() }),
    ]
    return scenarios.compactMap { key, make in
      guard let filter else { return make() }
      return key.contains(filter) || filter.contains(key) ? make() : nil
    }
  }

  // MARK: Lists

  private func listScenario(rows: Int, legacy: Bool) -> Scenario {
    var models: [Model] = []
    if legacy {
      models.append(Model(
        "ObservableObject", updates: 3,
        mount: { ViewHost(LegacyListScreen(store: LegacyListStore(count: rows))) },
        change: { host, row in (host.rootView as! LegacyListScreen).store.items[row].quantity += 1 }))
    }
    models.append(Model(
      "Observable",
      mount: { ViewHost(ObservedListScreen(store: ObservedListStore(count: rows))) },
      change: { host, row in (host.rootView as! ObservedListScreen).store.items[row].quantity += 1 }))
    models.append(Model(
      "Tracked",
      mount: { ViewHost(TrackedListScreen(store: TrackedListStore(count: rows))) },
      change: { host, row in (host.rootView as! TrackedListScreen).store.items[row].quantity += 1 }))
    return Scenario(name: "list of \(rows) rows, change one field of one item", rows: rows, models: measure(models, rows: rows))
  }

  /// Model names of the bridge's scenario, each in the system it runs on.
  public nonisolated static let bridgeModels = (legacy: "ObservableObject 16", observed: "Observable 17", bridged: "Tracked bridge 16")

  /// One row of a list changing before iOS 17: `@Tracked` rows under `WithTracking` in the iOS 16 setting,
  /// beside `@Observable` in the iOS 17 setting (what the bridge stands in for) and `ObservableObject` in the
  /// iOS 16 setting (what teams that still ship to iOS 16 use today).
  private func bridgeScenario() -> Scenario {
    let rows = bridgeRows
    let names = Self.bridgeModels
    let models = [
      Model(
        names.legacy, updates: 10,
        mount: { ViewHost(LegacyListScreen(store: LegacyListStore(count: rows)), system: .iOS16) },
        change: { host, row in (host.rootView as! LegacyListScreen).store.items[row].quantity += 1 }),
      Model(
        names.observed,
        mount: { ViewHost(ObservedListScreen(store: ObservedListStore(count: rows))) },
        change: { host, row in (host.rootView as! ObservedListScreen).store.items[row].quantity += 1 }),
      Model(
        names.bridged,
        mount: { ViewHost(BridgedListScreen(store: TrackedListStore(count: rows)), system: .iOS16) },
        change: { host, row in (host.rootView as! BridgedListScreen).store.items[row].quantity += 1 }),
    ]
    return Scenario(name: "before iOS 17: list of \(rows) rows, change one field of one item (16: the iOS 16 setting, 17: iOS 17's)",
                    rows: rows, models: measure(models, rows: rows))
  }

  private func modifierScenario() -> Scenario {
    let rows = modifierRows
    let models = [
      Model(
        "Observable",
        mount: { ViewHost(ObservedStyledScreen(store: ObservedListStore(count: rows))) },
        change: { host, row in (host.rootView as! ObservedStyledScreen).store.items[row].quantity += 1 }),
      Model(
        "Tracked",
        mount: { ViewHost(TrackedStyledScreen(store: TrackedListStore(count: rows))) },
        change: { host, row in (host.rootView as! TrackedStyledScreen).store.items[row].quantity += 1 }),
    ]
    return Scenario(name: "\(rows) rows of 50 typical modifiers each, change one item", rows: rows, models: measure(models, rows: rows))
  }

  // MARK: Profile

  private func profileScenario() -> Scenario {
    let ticks = 60
    let models = [
      Model(
        "ObservableObject", updates: ticks,
        mount: { ViewHost(LegacyProfileScreen(model: LegacyProfile())) },
        change: { host, tick in (host.rootView as! LegacyProfileScreen).model.downloadProgress = Double(tick + 1) / Double(ticks) }),
      Model(
        "Observable", updates: ticks,
        mount: { ViewHost(ObservedProfileScreen(model: ObservedProfile())) },
        change: { host, tick in (host.rootView as! ObservedProfileScreen).model.downloadProgress = Double(tick + 1) / Double(ticks) }),
      Model(
        "Tracked", updates: ticks,
        mount: { ViewHost(TrackedProfileScreen(model: TrackedProfile())) },
        change: { host, tick in (host.rootView as! TrackedProfileScreen).model.downloadProgress = Double(tick + 1) / Double(ticks) }),
    ]
    return Scenario(name: "profile header while downloadProgress ticks \(ticks) times (one update per tick)", rows: nil,
                    models: measure(models, rows: nil))
  }

  // MARK: Measuring

  /// One observation model in a scenario: how to mount its screen, and one change (given a row spread over
  /// the list, or the change's index when there are no rows).
  private struct Model {
    let name: String
    /// Changes per mount; nil: the benchmark's `updates`.
    let updates: Int?
    let mount: () -> ViewHost
    let change: (ViewHost, Int) -> Void

    init(_ name: String, updates: Int? = nil, mount: @escaping () -> ViewHost, change: @escaping (ViewHost, Int) -> Void) {
      self.name = name
      self.updates = updates
      self.mount = mount
      self.change = change
    }
  }

  /// Mounts each model's screen `rounds` times, the models taking turns in every round (so that a busy
  /// moment of the machine falls on all of them alike); on each host makes the model's changes, each
  /// followed by one update. Reports the median times and the evaluations of one change.
  private func measure(_ models: [Model], rows: Int?) -> [ModelResult] {
    var mounts = Array(repeating: [Double](), count: models.count)
    var times = Array(repeating: [Double](), count: models.count)
    var evaluations = Array(repeating: 0, count: models.count)
    let count = rows ?? 1
    for round in 0..<rounds {
      for (position, model) in models.enumerated() {
        let start = nanoseconds()
        let host = model.mount()
        mounts[position].append(Double(nanoseconds() - start) / 1e6)
        for index in 0..<(model.updates ?? updates) {
          let row = rows == nil ? index : (index * 7919 + round * 104_729 + count / 2) % count
          let changeStart = nanoseconds()
          model.change(host, row)
          let report = host.update()
          times[position].append(Double(nanoseconds() - changeStart) / 1e3)
          evaluations[position] = max(evaluations[position], report.bodyEvaluations)
        }
      }
    }
    return models.indices.map { position in
      let mountMedian = median(mounts[position])
      let best = mounts[position].min()!
      return ModelResult(
        model: models[position].name, bodyEvaluations: evaluations[position], updateMicroseconds: median(times[position]),
        mountMilliseconds: mountMedian, mountMicrosecondsPerRow: rows.map { mountMedian * 1e3 / Double($0) },
        bestMountMicrosecondsPerRow: rows.map { best * 1e3 / Double($0) })
    }
  }

  private func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
  }
}
#endif
