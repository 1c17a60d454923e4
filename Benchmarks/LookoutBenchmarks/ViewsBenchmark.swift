import LookoutUI

/// `lookout bench views`: the guides' scenarios mounted in LookoutUI under the three models — one row of a
/// long list changing (at 10,000 and 100,000 rows), a screen whose rows carry 50 modifiers each, a header
/// while a progress value ticks — with the bodies each change evaluates, the time of one update, and the
/// time to mount.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
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
  public var modifierRows: Int
  public var rounds: Int
  /// Only the scenarios whose name contains this.
  public var filter: String?

  public init(rows: Int = 10_000, largeRows: Int = 100_000, modifierRows: Int = 1_000, rounds: Int = 5, filter: String? = nil) {
    self.rows = rows
    self.largeRows = largeRows
    self.modifierRows = modifierRows
    self.rounds = rounds
    self.filter = filter
  }

  public func run() -> [Scenario] {
    let scenarios: [(String, () -> Scenario)] = [
      ("list", { listScenario(rows: rows, legacy: true) }),
      ("list large", { listScenario(rows: largeRows, legacy: false) }),
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
    var models: [ModelResult] = []
    if legacy {
      models.append(measure(
        "ObservableObject", rows: rows, updates: 3,
        mount: { ViewHost(LegacyListScreen(store: LegacyListStore(count: rows))) },
        change: { host, row in (host.rootView as! LegacyListScreen).store.items[row].quantity += 1 }))
    }
    models.append(measure(
      "Observable", rows: rows,
      mount: { ViewHost(ObservedListScreen(store: ObservedListStore(count: rows))) },
      change: { host, row in (host.rootView as! ObservedListScreen).store.items[row].quantity += 1 }))
    models.append(measure(
      "Tracked", rows: rows,
      mount: { ViewHost(TrackedListScreen(store: TrackedListStore(count: rows))) },
      change: { host, row in (host.rootView as! TrackedListScreen).store.items[row].quantity += 1 }))
    return Scenario(name: "list of \(rows) rows, change one field of one item", rows: rows, models: models)
  }

  private func modifierScenario() -> Scenario {
    let rows = modifierRows
    let observed = measure(
      "Observable", rows: rows,
      mount: { ViewHost(ObservedStyledScreen(store: ObservedListStore(count: rows))) },
      change: { host, row in (host.rootView as! ObservedStyledScreen).store.items[row].quantity += 1 })
    let tracked = measure(
      "Tracked", rows: rows,
      mount: { ViewHost(TrackedStyledScreen(store: TrackedListStore(count: rows))) },
      change: { host, row in (host.rootView as! TrackedStyledScreen).store.items[row].quantity += 1 })
    return Scenario(name: "\(rows) rows of 50 typical modifiers each, change one item", rows: rows, models: [observed, tracked])
  }

  // MARK: Profile

  private func profileScenario() -> Scenario {
    let ticks = 60
    let legacy = measure(
      "ObservableObject", rows: nil, updates: ticks,
      mount: { ViewHost(LegacyProfileScreen(model: LegacyProfile())) },
      change: { host, tick in (host.rootView as! LegacyProfileScreen).model.downloadProgress = Double(tick + 1) / Double(ticks) })
    let observed = measure(
      "Observable", rows: nil, updates: ticks,
      mount: { ViewHost(ObservedProfileScreen(model: ObservedProfile())) },
      change: { host, tick in (host.rootView as! ObservedProfileScreen).model.downloadProgress = Double(tick + 1) / Double(ticks) })
    let tracked = measure(
      "Tracked", rows: nil, updates: ticks,
      mount: { ViewHost(TrackedProfileScreen(model: TrackedProfile())) },
      change: { host, tick in (host.rootView as! TrackedProfileScreen).model.downloadProgress = Double(tick + 1) / Double(ticks) })
    return Scenario(name: "profile header while downloadProgress ticks \(ticks) times (one update per tick)", rows: nil,
                    models: [legacy, observed, tracked])
  }

  // MARK: Measuring

  /// Mounts `rounds` times; on each host makes `updates` changes (each followed by one update; `change` gets
  /// a row spread over the list, or the change's index when there are no rows) and reports the median times
  /// and the evaluations of one change.
  private func measure(
    _ model: String, rows: Int?, updates: Int = 50, mount: () -> ViewHost, change: @escaping (ViewHost, Int) -> Void
  ) -> ModelResult {
    var mounts: [Double] = []
    var times: [Double] = []
    var evaluations = 0
    let count = rows ?? 1
    for round in 0..<rounds {
      let start = nanoseconds()
      let host = mount()
      mounts.append(Double(nanoseconds() - start) / 1e6)
      for index in 0..<updates {
        let row = rows == nil ? index : (index * 7919 + round * 104_729 + count / 2) % count
        let changeStart = nanoseconds()
        change(host, row)
        let report = host.update()
        times.append(Double(nanoseconds() - changeStart) / 1e3)
        evaluations = max(evaluations, report.bodyEvaluations)
      }
    }
    let mountMedian = median(mounts)
    return ModelResult(
      model: model, bodyEvaluations: evaluations, updateMicroseconds: median(times), mountMilliseconds: mountMedian,
      mountMicrosecondsPerRow: rows.map { mountMedian * 1e3 / Double($0) },
      bestMountMicrosecondsPerRow: rows.map { mounts.min()! * 1e3 / Double($0) })
  }

  private func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
  }
}
