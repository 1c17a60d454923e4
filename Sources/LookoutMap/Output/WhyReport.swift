/// `lookout why <subject>` as text: for a property, the views a write to it re-runs and the path of each
/// read; for a view, everything its body depends on; for a model, each property and how many views it
/// reaches.
public struct WhyReport: Sendable {
  /// What the subject named.
  public enum Subject: Sendable, Equatable {
    case properties([PropertyKey])
    /// A computed property or helper: the edges whose paths pass through it.
    case derived(String)
    case view(TypeKey)
    case model(TypeKey)
  }

  public let map: ReadMap
  /// Paths are shown relative to this directory.
  public let base: String?

  public init(map: ReadMap, base: String? = nil) {
    self.map = map
    self.base = base
  }

  /// What `text` names: `Cart.items`, `ShopApp.Cart.items`, `CartView`, `Cart`, `Cart.total` (computed).
  /// Nil when nothing in the map has that name.
  public func subject(_ text: String) -> Subject? {
    func matches(_ key: TypeKey, _ name: String) -> Bool { key.name == name || key.description == name }
    if let view = map.views.first(where: { matches($0.key, text) }) { return .view(view.key) }
    if let model = map.models.first(where: { matches($0.key, text) }) { return .model(model.key) }
    guard let dot = text.lastIndex(of: ".") else { return nil }
    let owner = String(text[..<dot])
    let name = String(text[text.index(after: dot)...])
    let properties = map.properties.filter { matches($0.key.owner, owner) && $0.key.name == name }.map(\.key)
    if !properties.isEmpty { return .properties(properties) }
    let label = owner.split(separator: ".").last.map { "\($0).\(name)" } ?? text
    let derived = map.edges.contains(where: WhyQuery.includes(.derived(label), in: map))
      || map.derivations.contains { WhyQuery.names($0.label, label) }
    return derived ? .derived(label) : nil
  }

  /// Every name `subject(_:)` answers to by its short form: views, models, and `Model.property`.
  public var subjectNames: [String] {
    map.views.map(\.key.name) + map.models.map(\.key.name) + map.properties.map { "\($0.key.owner.name).\($0.key.name)" }
  }

  /// Whether the answer for `subject` may leave something out: a view that holds a model the sources do
  /// not declare (`ReadMap.blindSpots`).
  public func mayBeIncomplete(_ subject: Subject) -> Bool {
    switch subject {
    case .view(let key): map.blindSpots.contains { $0.view == key }
    case .properties(let keys): keys.contains { !protocolHolders(reaching: [$0]).isEmpty || !(map.getterReads[$0] ?? []).isEmpty }
    case .model(let key): !protocolHolders(reaching: properties(of: key)).isEmpty
    case .derived: false
    }
  }

  /// The blind spots through which one of `properties` may be read: holders bound to a protocol with several
  /// conformers, one of which has or reaches it.
  private func protocolHolders(reaching properties: [PropertyKey]) -> [ReadMap.BlindSpot] {
    map.blindSpots.filter { spot in properties.contains { spot.reachable.contains($0) } }
  }

  private func properties(of model: TypeKey) -> [PropertyKey] {
    map.properties.filter { $0.key.owner == model }.map(\.key)
  }

  public func text(for subject: Subject) -> String {
    switch subject {
    case .properties(let keys): return keys.map(propertyText).joined(separator: "\n\n")
    case .derived(let label): return derivedText(label)
    case .view(let key): return viewText(key)
    case .model(let key): return modelText(key)
    }
  }

  // MARK: Subjects

  private func propertyText(_ key: PropertyKey) -> String {
    guard let property = map.property(key) else { return "" }
    var lines: [String] = []
    let how = property.kind == .tracked
      ? "tracked (\(map.model(key.owner).map { "@" + $0.observation.macroName } ?? "observable"))"
      : "@Published in an ObservableObject: a write re-runs every view holding \(key.owner.name)"
    lines.append("\(key.shortDescription) (\(key.owner.module), \(place(property.place))) — \(how)")
    for write in property.writes {
      var how: [String] = []
      if write.context != .other { how.append("from " + write.context.phrase) }
      if write.isFrequent { how.append("often") }
      if let via = write.via { how.append(via) }
      lines.append("  written at \(place(write.place))" + (how.isEmpty ? "" : " (\(how.joined(separator: ", ")))"))
    }
    let views = map.invalidatedViews(by: key)
    lines.append("re-runs \(views.count) view\(views.count == 1 ? "" : "s")\(views.isEmpty ? "" : ":")")
    let perWrite = map.viewsPerWrite(by: key)
    if perWrite.count < views.count {
      lines.append("  (\(map.ownedInstances(of: key.owner)) views own an instance of \(key.owner.name) each: one write re-runs at most \(perWrite.count), those of one instance: \(perWrite.map(\.name).joined(separator: ", ")))")
    }
    lines += protocolHolderLines(reaching: [key], name: key.shortDescription)
    if let getters = map.getterReads[key], !getters.isEmpty {
      lines.append("  may be incomplete: a Binding(get:) getter reads it, and a getter runs in the body of whichever view calls it (the control or child view the binding is passed to), which the map does not follow:")
      lines += getters.map { "    made by \($0.view.name)  \(place($0.place))" }
    }
    let target: MapEdge.Target = property.kind == .published ? .object(key.owner) : .property(key)
    for view in views {
      for edge in map.edges where edge.view == view && edge.target == target { lines += edgeLines(edge, indent: "  ") }
      if property.kind == .published {
        for edge in map.edges where edge.view == view && edge.target == .property(key) {
          lines.append("    reads it:")
          lines += pathLines(edge.paths, indent: "      ")
        }
      }
    }
    let untracked = map.edges.filter { $0.target == .property(key) && !$0.invalidates && !views.contains($0.view) }
    for edge in untracked {
      lines.append("  \(edge.view.name) reads it, but holds no wrapper that updates it:")
      lines += pathLines(edge.paths, indent: "    ")
    }
    return lines.joined(separator: "\n")
  }

  private func derivedText(_ label: String) -> String {
    let edges = map.edges.filter(WhyQuery.includes(.derived(label), in: map))
    let named = map.derivations.filter { WhyQuery.names($0.label, label) }
    let readers = Set(edges.map(\.view)).union(named.flatMap(\.readers))
    var lines = ["\(label) — read by \(readers.count) view bod\(readers.count == 1 ? "y" : "ies"), through which they depend on:"]
    // Its own read set, whole: the edges keep only a view's shortest paths to each property, and a
    // shorter one may bypass this helper.
    for derivation in named {
      let count = derivation.dependencies.count
      lines.append("  it reads \(count) propert\(count == 1 ? "y" : "ies") (\(place(derivation.place))): "
        + derivation.dependencies.map(\.shortDescription).joined(separator: ", "))
    }
    for edge in edges where edge.invalidates { lines += edgeLines(edge, indent: "  ", showTarget: true) }
    return lines.joined(separator: "\n")
  }

  private func viewText(_ key: TypeKey) -> String {
    guard let view = map.view(key) else { return "" }
    let edges = map.edges(of: key)
    let dependencies = edges.filter(\.invalidates).count
    let what = dependencies == 0 ? "nothing a model's change re-runs it for"
      : "\(dependencies) thing\(dependencies == 1 ? "" : "s"):"
    var lines = ["\(key.name) (\(key.module), \(place(view.place))) — its body depends on \(what)"]
    for edge in edges where edge.invalidates { lines += edgeLines(edge, indent: "  ", showTarget: true) }
    let untracked = edges.filter { !$0.invalidates }
    if !untracked.isEmpty {
      lines.append("  and reads, without depending on them: " + untracked.map { Self.targetName($0.target) }.joined(separator: ", "))
    }
    if !view.ownState.isEmpty {
      lines.append("  and its own state, which re-runs it when it changes: " + view.ownState.joined(separator: ", "))
    }
    let blind = map.blindSpots.filter { $0.view == key }
    if !blind.isEmpty {
      lines.append("  may be incomplete: it holds models the map cannot see into (declared outside these sources, a protocol with several conformers, or dynamic members), and its reads through them are not listed:")
      for spot in blind {
        lines.append("    \(spot.holder): \(spot.type)\(spot.wrapper.isEmpty ? "" : " (@\(spot.wrapper))")  \(place(spot.place))")
      }
      lines.append("  (give the paths of the module that declares them too, or hold the concrete type, to see those reads)")
    }
    return lines.joined(separator: "\n")
  }

  private func modelText(_ key: TypeKey) -> String {
    guard let model = map.model(key) else { return "" }
    var lines = ["\(key.name) (\(key.module), \(place(model.place))) — @\(model.observation.macroName)"]
    if model.observation == .legacy {
      let holders = map.edges.filter { $0.target == .object(key) }.map(\.view.name)
      lines.append("  held by \(holders.count) view\(holders.count == 1 ? "" : "s") (any change re-runs each): \(holders.joined(separator: ", "))")
    }
    for property in map.properties where property.key.owner == key {
      let views = map.invalidatedViews(by: property.key)
      lines.append("  .\(property.key.name): re-runs \(views.count) — \(views.map(\.name).joined(separator: ", "))")
    }
    lines += protocolHolderLines(reaching: properties(of: key), name: key.name + "'s properties")
    return lines.joined(separator: "\n")
  }

  // MARK: Pieces

  private func protocolHolderLines(reaching properties: [PropertyKey], name: String) -> [String] {
    let holders = protocolHolders(reaching: properties)
    guard !holders.isEmpty else { return [] }
    return ["  may be incomplete: these views hold a protocol with several conformers, one of which has or reaches \(name), and the map does not follow it; if they read it through that conformer, they re-run too:"]
      + holders.map { "    \($0.view.name).\($0.holder): \($0.type)\($0.wrapper.isEmpty ? "" : " (@\($0.wrapper))")  \(place($0.place))" }
  }


  private func edgeLines(_ edge: MapEdge, indent: String, showTarget: Bool = false) -> [String] {
    let scope = switch edge.scope {
    case .body: ""
    case .row: " (in a ForEach row)"
    case .reader: " (in a GeometryReader's or ScrollViewReader's content)"
    case .presentation: " (in a presentation)"
    }
    let head: String
    switch edge.kind {
    case .wholeObject: head = "\(showTarget ? Self.targetName(edge.target) : edge.view.name) — whole object"
    default: head = (showTarget ? Self.targetName(edge.target) : edge.view.name) + scope
    }
    return [indent + head] + pathLines(edge.paths, indent: indent + "  ")
  }

  private func pathLines(_ paths: [[PathStep]], indent: String) -> [String] {
    var lines: [String] = []
    for (index, path) in paths.enumerated() {
      if index > 0 { lines.append(indent + "or") }
      let width = path.map(\.label.count).max() ?? 0
      for (position, step) in path.enumerated() {
        let arrow = position == 0 ? "" : "→ "
        let label = (arrow + step.label).padding(toLength: width + 2, withPad: " ", startingAt: 0)
        let excerpt = step.excerpt.map { "  " + $0 } ?? ""
        lines.append(indent + label + "  " + place(step.place) + excerpt)
      }
    }
    return lines
  }

  /// `Cart.items` for a property, `Cart` for a whole object.
  public static func targetName(_ target: MapEdge.Target) -> String {
    switch target {
    case .property(let key): key.shortDescription
    case .object(let key): key.name
    }
  }

  private func place(_ place: SourcePlace) -> String { "\(MapDocument.relative(place.file, to: base)):\(place.line)" }
}

extension ObservationKind {
  /// How the model is declared: `Observable`, `Tracked`, `ObservableObject`…
  public var macroName: String {
    switch self {
    case .observable: "Observable"
    case .tracked: "Tracked"
    case .perceptible: "Perceptible"
    case .swiftData: "Model"
    case .legacy: "ObservableObject"
    }
  }
}
