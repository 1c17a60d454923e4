extension ReadMap {
  /// Which views each write re-runs, with the map's edges grouped by what they read once: asking it for
  /// every property costs what the edges cost, where asking the map each time costs that per property.
  public struct Invalidation: Sendable {
    private let instanceOwners: [TypeKey: [TypeKey: Set<TypeKey>]]
    /// Whether each property is `@Published` (the first property of a key decides, as `ReadMap.property(_:)`).
    private let published: [PropertyKey: Bool]
    /// The views each target's invalidating edges come from, sorted and without repeats.
    private let views: [MapEdge.Target: [TypeKey]]

    public init(_ map: ReadMap) {
      instanceOwners = map.instanceOwners
      published = Dictionary(map.properties.map { ($0.key, $0.kind == .published) }) { first, _ in first }
      views = Dictionary(grouping: map.edges.filter(\.invalidates), by: \.target).mapValues { Array(Set($0.map(\.view))).sorted() }
    }

    /// The views a write to `property` re-runs: its readers, or for an `ObservableObject`'s property, every
    /// holder.
    public func invalidatedViews(by property: PropertyKey) -> [TypeKey] {
      views[published[property] == true ? .object(property.owner) : .property(property)] ?? []
    }

    /// The views one write to `property` re-runs: its readers, but where views own distinct instances of its
    /// model (`InstanceOwnership`), only the readers of the instance with the most, with the readers whose
    /// instance may be any.
    public func viewsPerWrite(by property: PropertyKey) -> [TypeKey] {
      let readers = invalidatedViews(by: property)
      guard let owners = instanceOwners[property.owner] else { return readers }
      let groups = Set(readers.flatMap { owners[$0] ?? [] })
      guard groups.count > 1 else { return readers }
      let anywhere = readers.filter { (owners[$0] ?? []).isEmpty }
      let perGroup = groups.sorted().map { group in readers.filter { owners[$0]?.contains(group) ?? false } + anywhere }
      return (perGroup.max { $0.count < $1.count } ?? readers).sorted()
    }
  }
}
