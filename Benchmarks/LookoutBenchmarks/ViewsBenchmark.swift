import LookoutUI

/// `lookout bench views`: the guides' scenarios mounted in LookoutUI under the three models, with body
/// evaluations and wall time per update.
@MainActor
public struct ViewsBenchmark {
  /// One model's figures in one scenario.
  public struct ModelResult: Sendable {
    public let model: String
    public let bodyEvaluations: Int
    public let updateMilliseconds: Double
    public let mountMilliseconds: Double
  }

  /// One scenario.
  public struct Scenario: Sendable {
    public let name: String
    public let models: [ModelResult]
  }

  public var rows: Int
  public var rounds: Int

  public init(rows: Int = 10_000, rounds: Int = 5) {
    self.rows = rows
    self.rounds = rounds
  }

  public func run() -> [Scenario] {
    [listScenario(), profileScenario()]
  }

  // MARK: List

  private func listScenario() -> Scenario {
    let changed = rows / 2
    let legacy = measure(
      "ObservableObject",
      mount: { ViewHost(LegacyListScreen(store: LegacyListStore(count: rows))) },
      change: { host in
        let store = (host.rootView as! LegacyListScreen).store
        store.items[changed].quantity += 1
      })
    let observed = measure(
      "Observable",
      mount: { ViewHost(ObservedListScreen(store: ObservedListStore(count: rows))) },
      change: { host in (host.rootView as! ObservedListScreen).store.items[changed].quantity += 1 })
    let tracked = measure(
      "Tracked",
      mount: { ViewHost(TrackedListScreen(store: TrackedListStore(count: rows))) },
      change: { host in (host.rootView as! TrackedListScreen).store.items[changed].quantity += 1 })
    return Scenario(name: "list of \(rows) rows, change one field of one item", models: [legacy, observed, tracked])
  }

  // MARK: Profile

  private func profileScenario() -> Scenario {
    let ticks = 60
    func ticking(_ tick: @escaping @MainActor (ViewHost, Double) -> Void) -> (ViewHost) -> Void {
      { host in for step in 1...ticks { tick(host, Double(step) / Double(ticks)); host.update() } }
    }
    let legacy = measure(
      "ObservableObject",
      mount: { ViewHost(LegacyProfileScreen(model: LegacyProfile())) },
      change: ticking { host, value in (host.rootView as! LegacyProfileScreen).model.downloadProgress = value },
      updatesItself: true)
    let observed = measure(
      "Observable",
      mount: { ViewHost(ObservedProfileScreen(model: ObservedProfile())) },
      change: ticking { host, value in (host.rootView as! ObservedProfileScreen).model.downloadProgress = value },
      updatesItself: true)
    let tracked = measure(
      "Tracked",
      mount: { ViewHost(TrackedProfileScreen(model: TrackedProfile())) },
      change: ticking { host, value in (host.rootView as! TrackedProfileScreen).model.downloadProgress = value },
      updatesItself: true)
    return Scenario(name: "profile header while downloadProgress ticks \(ticks) times", models: [legacy, observed, tracked])
  }

  // MARK: Measuring

  /// Mounts `rounds` times and changes once per mount; reports the median times and the evaluations of
  /// the change.
  private func measure(
    _ model: String, mount: () -> ViewHost, change: @escaping (ViewHost) -> Void, updatesItself: Bool = false
  ) -> ModelResult {
    var mounts: [Double] = []
    var updates: [Double] = []
    var evaluations = 0
    for _ in 0..<rounds {
      let start = nanoseconds()
      let host = mount()
      mounts.append(Double(nanoseconds() - start) / 1e6)
      let before = host.totalBodyEvaluations
      let changeStart = nanoseconds()
      change(host)
      if !updatesItself { host.update() }
      updates.append(Double(nanoseconds() - changeStart) / 1e6)
      evaluations = host.totalBodyEvaluations - before
    }
    return ModelResult(
      model: model, bodyEvaluations: evaluations, updateMilliseconds: median(updates), mountMilliseconds: median(mounts))
  }

  private func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
  }
}
