/// The map of the code against a test run's recorded updates: which static edges the run exercised, which it
/// could have (the view was mounted, the property written) and did not, and which updates the run saw that
/// the map lacks — a bug in one of the two.
///
/// A run's updates name views by type (`CartSummary`; a `ForEach` row by the view around it) and causes by
/// `Type.property` or `Type.objectWillChange`; they are matched to the map by those names. Causes the map does
/// not model (`@State`, environment values, `@AppStorage`) are counted apart.
public struct TraceComparison: Sendable {
  /// An update the run saw that no edge of the map explains.
  public struct Unexplained: Hashable, Sendable {
    public let view: String
    public let cause: String
    public let count: Int
  }

  /// Static edges the run exercised, and how many evaluations each caused.
  public let exercised: [(edge: MapEdge, evaluations: Int)]
  /// Static edges whose target was written after their view was first evaluated (in the same host), but
  /// that caused no evaluation.
  public let unexercisedReachable: [MapEdge]
  /// Static edges whose view ran in an update that also wrote the edge's target, for another cause: one
  /// change ends a tracking, so the evaluation names the first write only (`items` and the `totalPrice` its
  /// `didSet` computes, in one update).
  public let coalesced: [MapEdge]
  /// Static edges whose view was never evaluated, or whose target was not written after it was.
  public let unreached: [MapEdge]
  /// Evaluations the run saw that the map lacks.
  public let unexplained: [Unexplained]
  /// Evaluations caused by what the map does not model, by kind (`@State`, `environment`, `@AppStorage`).
  public let outsideMap: [String: Int]
  public let updates: Int

  /// What a cause says was written.
  enum Cause: Hashable {
    case property(type: String, name: String)
    /// Observation could not tell which property of the type changed.
    case someProperty(type: String)
    case object(type: String)
    case outside(String)

    init(_ text: String) {
      if text.hasSuffix("(@State)") { self = .outside("@State"); return }
      if text == "environment" { self = .outside("environment"); return }
      if text.hasPrefix("AppStorage") { self = .outside("@AppStorage"); return }
      guard let dot = text.lastIndex(of: ".") else { self = .outside("other"); return }
      let type = String(text[..<dot]).split(separator: ".").last.map(String.init) ?? ""
      let name = String(text[text.index(after: dot)...])
      if name == "objectWillChange" { self = .object(type: type) }
      else if name.hasPrefix("<") { self = .someProperty(type: type) }
      else { self = .property(type: type, name: name) }
    }
  }

  /// Compares `map` with `trace`; `including` limits both sides to the edges a question is about.
  public init(map: ReadMap, trace: RunTrace, including: (MapEdge) -> Bool = { _ in true }) {
    let viewsByName = Dictionary(grouping: map.views.map(\.key)) { Self.simpleName($0.name) }
    var counts: [MapEdge: Int] = [:]
    var unexplained: [Unexplained: Int] = [:]
    var outside: [String: Int] = [:]
    // Per host: when each view was first evaluated, and when each cause was written (update positions).
    var firstEvaluated: [Int: [TypeKey: Int]] = [:]
    var lastWritten: [Int: [Cause: Int]] = [:]
    var sameUpdate: Set<MapEdge> = []
    for (position, update) in trace.updates.enumerated() {
      let updateCauses = Set(update.evaluations.flatMap(\.causes).map(Cause.init))
      for evaluation in update.evaluations {
        for view in Self.views(of: evaluation, in: viewsByName) {
          for edge in map.edges where edge.view == view && edge.invalidates && updateCauses.contains(where: { Self.matches(edge.target, $0) }) {
            sameUpdate.insert(edge)
          }
        }
      }
      for evaluation in update.evaluations {
        let views = Self.views(of: evaluation, in: viewsByName)
        for view in views where firstEvaluated[update.host]?[view] == nil { firstEvaluated[update.host, default: [:]][view] = position }
        for text in evaluation.causes {
          let cause = Cause(text)
          if case .outside(let kind) = cause {
            outside[kind, default: 0] += 1
            continue
          }
          lastWritten[update.host, default: [:]][cause] = position
          let matching = map.edges.filter { views.contains($0.view) && $0.invalidates && Self.matches($0.target, cause) }
          if matching.isEmpty {
            let hypothetical = views.first.map { view -> MapEdge? in
              Self.hypotheticalTarget(cause, map: map).map {
                MapEdge(view: view, target: $0, kind: .read, scope: .body, paths: [])
              }
            } ?? nil
            if hypothetical.map(including) ?? true {
              unexplained[Unexplained(view: evaluation.view == "ForEach" ? (views.first?.name ?? evaluation.path) : evaluation.view,
                                      cause: text, count: 0), default: 0] += 1
            }
          }
          for edge in matching where including(edge) { counts[edge, default: 0] += 1 }
        }
      }
    }
    var exercised: [(MapEdge, Int)] = []
    var reachable: [MapEdge] = []
    var coalesced: [MapEdge] = []
    var unreached: [MapEdge] = []
    for edge in map.edges where edge.invalidates && including(edge) {
      if let count = counts[edge] {
        exercised.append((edge, count))
      } else if sameUpdate.contains(edge) {
        coalesced.append(edge)
      } else if firstEvaluated.contains(where: { host, views in
        guard let mounted = views[edge.view] else { return false }
        return (lastWritten[host] ?? [:]).contains { cause, position in position > mounted && Self.matches(edge.target, cause) }
      }) {
        reachable.append(edge)
      } else {
        unreached.append(edge)
      }
    }
    self.exercised = exercised
    unexercisedReachable = reachable
    self.coalesced = coalesced
    self.unreached = unreached
    self.unexplained = unexplained.map { Unexplained(view: $0.key.view, cause: $0.key.cause, count: $0.value) }
      .sorted { ($0.view, $0.cause) < ($1.view, $1.cause) }
    outsideMap = outside
    updates = trace.updates.count
  }

  static func simpleName(_ name: String) -> String { name.split(separator: ".").last.map(String.init) ?? name }

  /// The map's views an evaluation is of: by type name; a `ForEach` row's by the nearest view around it.
  static func views(of evaluation: RunTrace.Evaluation, in byName: [String: [TypeKey]]) -> Set<TypeKey> {
    let name = evaluation.view.split(separator: "<").first.map(String.init) ?? evaluation.view
    if name != "ForEach", let found = byName[name] { return Set(found) }
    for component in evaluation.path.split(separator: "/").reversed() {
      let part = String(component.split(separator: "[").first ?? component)
      if let found = byName[part] { return Set(found) }
    }
    return []
  }

  static func matches(_ target: MapEdge.Target, _ cause: Cause) -> Bool {
    switch (target, cause) {
    case (.property(let key), .property(let type, let name)): simpleName(key.owner.name) == type && key.name == name
    case (.property(let key), .someProperty(let type)): simpleName(key.owner.name) == type
    case (.object(let key), .object(let type)): simpleName(key.name) == type
    default: false
    }
  }

  private static func hypotheticalTarget(_ cause: Cause, map: ReadMap) -> MapEdge.Target? {
    switch cause {
    case .property(let type, let name):
      return map.properties.first { simpleName($0.key.owner.name) == type && $0.key.name == name }.map { .property($0.key) }
    case .someProperty(let type), .object(let type):
      return map.models.first { simpleName($0.key.name) == type }.map { .object($0.key) }
    case .outside:
      return nil
    }
  }
}
