/// A type of the project, by module and name (`ShopApp.Cart`, `Home.StateModel` nested in `Home`): two
/// models with the same name in two modules are two types.
public struct TypeKey: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
  public let module: String
  /// The name with the types it is nested in: `Home.StateModel`.
  public let name: String

  public init(module: String, name: String) {
    self.module = module
    self.name = name
  }

  public var description: String { "\(module).\(name)" }

  public static func < (lhs: TypeKey, rhs: TypeKey) -> Bool { (lhs.name, lhs.module) < (rhs.name, rhs.module) }
}

/// A property of a model: `ShopApp.Cart.items`.
public struct PropertyKey: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
  public let owner: TypeKey
  public let name: String

  public init(owner: TypeKey, name: String) {
    self.owner = owner
    self.name = name
  }

  public var description: String { "\(owner).\(name)" }
  /// `Cart.items`, without the module.
  public var shortDescription: String { "\(owner.name).\(name)" }

  public static func < (lhs: PropertyKey, rhs: PropertyKey) -> Bool { (lhs.owner, lhs.name) < (rhs.owner, rhs.name) }
}

/// A place in the sources.
public struct SourcePlace: Hashable, Sendable, Codable {
  public let file: String
  public let line: Int
  /// The 1-based UTF-8 column of a declaration's name (1 when not known).
  public var column = 1

  public init(file: String, line: Int, column: Int = 1) {
    self.file = file
    self.line = line
    self.column = column
  }
}

/// One step of a read's path, from a view's `body` to the property: `CartView.body`, `CartView.totalLabel()`,
/// `Cart.total`, `Cart.items`, with the line where each step makes the next access (the declaration, for the
/// property itself) and that line's text.
public struct PathStep: Hashable, Sendable, Codable {
  public let label: String
  public let place: SourcePlace
  /// The source line, trimmed (filled in when the map is built from files).
  public var excerpt: String?

  public init(label: String, place: SourcePlace, excerpt: String? = nil) {
    self.label = label
    self.place = place
    self.excerpt = excerpt
  }
}

/// How a model's changes reach views.
public enum ObservationKind: String, Sendable, Codable, CaseIterable {
  /// `@Observable`: each property read is tracked.
  case observable
  /// Lookout's `@Tracked`: the same, through Lookout's registrar.
  case tracked
  /// swift-perception's `@Perceptible`.
  case perceptible
  /// SwiftData's `@Model`.
  case swiftData = "swiftdata"
  /// `ObservableObject`: any announced change invalidates every view holding the object.
  case legacy

  /// Whether views depend on the properties they read (rather than on the whole object).
  public var tracksReads: Bool { self != .legacy }
}

/// A class whose changes update views.
public struct MapModel: Hashable, Sendable {
  public let key: TypeKey
  public let observation: ObservationKind
  public let place: SourcePlace
  /// The models it inherits from (superclasses), whose properties are its own too.
  public var superclasses: [TypeKey] = []
}

/// A property of a model that can invalidate views.
public struct MapProperty: Hashable, Sendable {
  public enum Kind: String, Sendable, Codable {
    /// A stored property that observation tracks (or a computed one that records its own access).
    case tracked
    /// An `ObservableObject`'s `@Published` (or hand-announced) property: a write invalidates every holder.
    case published
  }

  public let key: PropertyKey
  public let kind: Kind
  public let place: SourcePlace
  /// Where it is written, and what makes each write happen.
  public var writes: [MapWrite] = []
}

/// A write to a property.
public struct MapWrite: Hashable, Sendable {
  public let place: SourcePlace
  public let context: WriteContext
  /// How the write is reached from what makes it frequent (`Player.tick(), called from Player.start()`).
  public var via: String?
  /// An `.onChange` write made often by what it watches (a frequently written value, or a loop of handlers).
  public var frequentByChain = false
  /// The function, closure's function or accessor the write is made in (`Player.tick()`): writes of one site
  /// happen together.
  public var site: String?

  public init(place: SourcePlace, context: WriteContext, via: String? = nil, frequentByChain: Bool = false, site: String? = nil) {
    self.place = place
    self.context = context
    self.via = via
    self.frequentByChain = frequentByChain
    self.site = site
  }

  /// Whether this write can happen many times a second.
  public var isFrequent: Bool { context.isFrequent || frequentByChain }
}

/// A view (or a view modifier, an app, a scene): something with a `body` SwiftUI evaluates.
public struct MapView: Hashable, Sendable {
  public enum Kind: String, Sendable, Codable { case view, modifier, app, scene }
  public let key: TypeKey
  public let kind: Kind
  public let place: SourcePlace
  /// Its own state that re-runs its body when it changes, which no model edge shows: `@State`, `@AppStorage`,
  /// `@SceneStorage`, `@Query`, `@FocusState`, `@GestureState`, `@Binding`, `@Shared` properties, as `@Wrapper name`.
  public var ownState: [String] = []

  public init(key: TypeKey, kind: Kind, place: SourcePlace, ownState: [String] = []) {
    (self.key, self.kind, self.place, self.ownState) = (key, kind, place, ownState)
  }

  /// The property wrappers whose values a view's body depends on by themselves.
  static let stateWrappers: Set<String> = [
    "State", "AppStorage", "SceneStorage", "Query", "FocusState", "GestureState", "Binding", "Shared", "SharedReader",
    "AccessibilityFocusState", "FetchRequest", "SectionedFetchRequest",
  ]
}

/// A dependency of a view's body on a model.
public struct MapEdge: Hashable, Sendable {
  public enum Kind: String, Sendable, Codable {
    /// The body reads a tracked property: a write to it re-runs the body.
    case read
    /// The view holds an `ObservableObject` (`@StateObject`, `@ObservedObject`, `@EnvironmentObject`): any
    /// change of the object re-runs it, whatever it read.
    case wholeObject = "whole-object"
    /// The body reads a property no change of which re-runs it on its own: an `ObservableObject`'s
    /// property (the holder's whole-object edge decides), or an ignored one.
    case untrackedRead = "untracked-read"
  }

  public enum Target: Hashable, Sendable, Comparable {
    case property(PropertyKey)
    case object(TypeKey)

    public var owner: TypeKey {
      switch self {
      case .property(let key): key.owner
      case .object(let key): key
      }
    }
  }

  public let view: TypeKey
  public let target: Target
  public let kind: MapEdge.Kind
  /// Where the read runs: in the body itself, a row, a presentation (the smallest of its paths').
  public let scope: EvaluationScope
  /// How the body reaches it: a few of the shortest paths.
  public let paths: [[PathStep]]

  /// Whether a change of the target re-runs the view.
  public var invalidates: Bool { kind != .untrackedRead }
}

/// Which views' bodies depend on which models' properties, from the sources alone.
public struct ReadMap: Sendable {
  public var models: [MapModel] = []
  public var properties: [MapProperty] = []
  public var views: [MapView] = []
  public var edges: [MapEdge] = []
  /// What each view's body uses whole (passes on, or calls methods of), beyond the properties it reads.
  public var wholeUses: [TypeKey: Set<TypeKey>] = [:]
  /// The computed properties and methods of non-view types that views reach, with the models each reads.
  public var derivations: [Derivation] = []
  /// What views hold that the map cannot see into: an answer about such a view may be incomplete.
  public var blindSpots: [BlindSpot] = []
  /// For each property, the `Binding(get:)` getters that read it: their callers re-run, and the map does not
  /// follow a binding to them.
  public var getterReads: [PropertyKey: [GetterRead]] = [:]

  /// A `Binding(get:)` getter a view's code makes (in its body or a helper) that reads a property.
  public struct GetterRead: Hashable, Sendable {
    public let view: TypeKey
    public let place: SourcePlace
  }

  /// For each model, the views whose own instance each reading view reads (empty: it may be any instance).
  public var instanceOwners: [TypeKey: [TypeKey: Set<TypeKey>]] = [:]
  public var statistics = Statistics()

  /// A view's model holder whose type the sources do not declare (another module's model, a generic
  /// parameter the map cannot bind) or is a protocol several types conform to: the view's reads through it
  /// are not in the map.
  public struct BlindSpot: Hashable, Sendable {
    public let view: TypeKey
    /// The property (`clerk`), its wrapper (`ObservedObject`) and its type as written (`Clerk`).
    public let holder: String
    public let wrapper: String
    public let type: String
    /// For a protocol: every property its conformers have or reach (through forwarding computed properties
    /// and methods): a read of any may hide behind the holder.
    public let reachable: [PropertyKey]
    public let place: SourcePlace
  }

  /// A computed property or helper method of a non-view type, and the tracked properties it reads.
  public struct Derivation: Hashable, Sendable {
    public let label: String
    public let owner: TypeKey?
    public let place: SourcePlace
    /// The tracked properties it reads (through its own helpers too), by model, leaving out those of
    /// objects its owner builds for itself.
    public let reads: [PropertyKey]
    /// Every property it depends on (tracked or `@Published`), its owner's own objects included: what
    /// `why` lists for it, whatever paths the views' edges kept.
    public let dependencies: [PropertyKey]
    /// The models among them it reaches from outside its own object and arguments: through a global or a
    /// type's shared instance (not through its own properties, nor what its caller passes).
    public let foreignModels: [TypeKey]
    /// The views whose bodies reach it.
    public let readers: [TypeKey]
  }

  public struct Statistics: Hashable, Sendable {
    public var files = 0
    public var lines = 0
    public var filesParsed = 0
    /// The files that could not be read (an encoding other than UTF-8, a FIFO, a broken link): what they
    /// declare and read is not in the map, so an answer from it may be incomplete.
    public var notRead: [String] = []
  }

  public init() {}

  /// The edges into `view`.
  public func edges(of view: TypeKey) -> [MapEdge] { edges.filter { $0.view == view } }

  /// The views a write to `property` re-runs: its readers, or for an `ObservableObject`'s property, every holder.
  /// (For many properties, ask one `Invalidation` of the map: this builds one each call.)
  public func invalidatedViews(by property: PropertyKey) -> [TypeKey] { Invalidation(self).invalidatedViews(by: property) }

  /// The views one write to `property` re-runs: its readers, but where views own distinct instances of its
  /// model (`InstanceOwnership`), only the readers of the instance with the most, with the readers whose
  /// instance may be any.
  public func viewsPerWrite(by property: PropertyKey) -> [TypeKey] { Invalidation(self).viewsPerWrite(by: property) }

  /// How many instances of `model` views own (0 or 1 when ownership does not split it).
  public func ownedInstances(of model: TypeKey) -> Int {
    Set((instanceOwners[model] ?? [:]).values.flatMap { $0 }).count
  }

  public func property(_ key: PropertyKey) -> MapProperty? { properties.first { $0.key == key } }
  public func model(_ key: TypeKey) -> MapModel? { models.first { $0.key == key } }
  public func view(_ key: TypeKey) -> MapView? { views.first { $0.key == key } }
}
