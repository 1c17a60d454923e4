import Foundation

/// The map as JSON (`lookout map --format json`), in the shape `Documentation/map-schema.json` describes:
/// `nodes` (models, their properties, views) and `edges` (reads, from a property or a whole model to a view),
/// each edge with the paths of the read and each step's source line. Keys are snake_case and stable.
public struct MapDocument: Codable, Sendable, Equatable {
  public static let schema = "lookout-map"
  public static let version = 1

  public var schema = MapDocument.schema
  public var version = MapDocument.version
  public var statistics: Statistics
  public var nodes: [Node]
  public var edges: [Edge]
  /// What views hold that the map cannot see into: their reads through these holders are not in `edges`.
  public var blindSpots: [BlindSpot]

  public struct Statistics: Codable, Sendable, Equatable {
    public var files: Int
    public var lines: Int
    public var filesParsed: Int
    public var models: Int
    public var properties: Int
    public var views: Int
    public var edges: Int
    /// The files that could not be read, each with why: the map leaves out what they hold.
    public var notRead: [String]
    /// How many holders the map cannot see into (`blind_spots`).
    public var blindSpots: Int
  }

  /// A view's model holder whose type the sources do not declare, or a protocol several types conform to.
  public struct BlindSpot: Codable, Sendable, Equatable {
    /// The view's node id.
    public var view: String
    /// The property, its wrapper (`ObservedObject`, `Environment`…) and its type as written.
    public var holder: String
    public var wrapper: String
    public var type: String
    public var file: String
    public var line: Int

    public init(view: String, holder: String, wrapper: String, type: String, file: String, line: Int) {
      (self.view, self.holder, self.wrapper, self.type, self.file, self.line) = (view, holder, wrapper, type, file, line)
    }
  }

  public struct Node: Codable, Sendable, Equatable {
    /// `model:Module.Type`, `property:Module.Type.name`, `view:Module.Type`.
    public var id: String
    /// `model`, `property` or `view`.
    public var kind: String
    public var module: String
    /// A type's name (with the types it is nested in), or a property's name.
    public var name: String
    public var file: String
    public var line: Int
    /// Models: `observable`, `tracked`, `perceptible`, `swiftdata` or `legacy`.
    public var observation: String?
    /// Properties: the model's node id.
    public var model: String?
    /// Properties: `tracked` or `published`.
    public var propertyKind: String?
    /// Properties: how many views a write re-runs (one instance's, where views own distinct instances).
    public var fanOut: Int?
    /// Properties: where it is written.
    public var writes: [Write]?
    /// Views: `view`, `modifier`, `app` or `scene`.
    public var viewKind: String?
  }

  public struct Write: Codable, Sendable, Equatable {
    public var file: String
    public var line: Int
    /// `other`, `timer`, `progress`, `gesture`, `loop`, `onChange` or `observer`.
    public var context: String
    public var frequent: Bool
    public var via: String?
  }

  public struct Edge: Codable, Sendable, Equatable {
    /// A property's node id (`read`, `untracked-read`) or a model's (`whole-object`).
    public var from: String
    /// A view's node id.
    public var to: String
    /// `read`, `whole-object` or `untracked-read`.
    public var kind: String
    /// `body`, `row`, `reader` or `presentation`.
    public var scope: String
    public var paths: [[Step]]
  }

  public struct Step: Codable, Sendable, Equatable {
    public var label: String
    public var file: String
    public var line: Int
    public var excerpt: String?
  }

  /// The document of `map`; paths are shown relative to `relativeTo` when they lie inside it.
  public init(_ map: ReadMap, relativeTo base: String? = nil) {
    func path(_ file: String) -> String { Self.relative(file, to: base) }
    var nodes: [Node] = []
    let invalidation = ReadMap.Invalidation(map)
    for model in map.models {
      nodes.append(Node(id: Self.id(model: model.key), kind: "model", module: model.key.module, name: model.key.name,
                        file: path(model.place.file), line: model.place.line, observation: model.observation.rawValue))
    }
    for property in map.properties {
      let writes = property.writes.map {
        Write(file: path($0.place.file), line: $0.place.line, context: $0.context.rawValue, frequent: $0.isFrequent, via: $0.via)
      }
      nodes.append(Node(id: Self.id(property: property.key), kind: "property", module: property.key.owner.module,
                        name: property.key.name, file: path(property.place.file), line: property.place.line,
                        model: Self.id(model: property.key.owner), propertyKind: property.kind.rawValue,
                        fanOut: invalidation.viewsPerWrite(by: property.key).count, writes: writes))
    }
    for view in map.views {
      nodes.append(Node(id: Self.id(view: view.key), kind: "view", module: view.key.module, name: view.key.name,
                        file: path(view.place.file), line: view.place.line, viewKind: view.kind.rawValue))
    }
    let known = Set(nodes.map(\.id))
    edges = map.edges.compactMap { edge in
      let from: String
      switch edge.target {
      case .property(let key): from = Self.id(property: key)
      case .object(let key): from = Self.id(model: key)
      }
      guard known.contains(from) else { return nil }
      return Edge(from: from, to: Self.id(view: edge.view), kind: edge.kind.rawValue, scope: "\(edge.scope)",
                  paths: edge.paths.map { $0.map { Step(label: $0.label, file: path($0.place.file), line: $0.place.line, excerpt: $0.excerpt) } })
    }
    self.nodes = nodes
    blindSpots = map.blindSpots.map {
      BlindSpot(view: Self.id(view: $0.view), holder: $0.holder, wrapper: $0.wrapper, type: $0.type,
                file: path($0.place.file), line: $0.place.line)
    }
    statistics = Statistics(files: map.statistics.files, lines: map.statistics.lines, filesParsed: map.statistics.filesParsed,
                            models: map.models.count, properties: map.properties.count, views: map.views.count, edges: edges.count,
                            notRead: map.statistics.notRead, blindSpots: map.blindSpots.count)
  }

  public static func id(model key: TypeKey) -> String { "model:\(key)" }
  public static func id(property key: PropertyKey) -> String { "property:\(key)" }
  public static func id(view key: TypeKey) -> String { "view:\(key)" }

  static func relative(_ file: String, to base: String?) -> String {
    guard let base, !base.isEmpty, base != "." else { return file }
    let prefix = base.hasSuffix("/") ? base : base + "/"
    return file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : file
  }

  /// Indented (or compact) JSON with sorted keys.
  public func json(pretty: Bool = true) -> String {
    let encoder = JSONEncoder()
    encoder.keyEncodingStrategy = .convertToSnakeCase
    encoder.outputFormatting = pretty ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
    return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
  }

  /// Reads a document `json(pretty:)` wrote.
  public static func decode(_ data: Data) throws -> MapDocument {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    return try decoder.decode(MapDocument.self, from: data)
  }
}
