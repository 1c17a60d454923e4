/// When an observer wants to hear about a change.
public struct TrackingOptions: OptionSet, Sendable, Hashable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Before the new value is stored: reads see the old value.
  public static let willSet = TrackingOptions(rawValue: 1 << 0)
  /// After the new value is stored: reads see the new value.
  public static let didSet = TrackingOptions(rawValue: 1 << 1)
  /// When an object that was read is deinitialised.
  public static let `deinit` = TrackingOptions(rawValue: 1 << 2)
}

/// What happened to a tracked object: the argument of continuous and option-taking tracking callbacks.
///
/// `@unchecked Sendable` only because `AnyKeyPath` is not marked `Sendable`; key paths are immutable.
public struct TrackingEvent: @unchecked Sendable, CustomStringConvertible {
  /// The kind of event.
  public enum Kind: Sendable, Hashable {
    /// The first run of a continuous tracking, before anything changed.
    case initial
    /// A tracked property is about to change.
    case willSet
    /// A tracked property has changed.
    case didSet
    /// A tracked object was deinitialised.
    case `deinit`
  }

  /// The kind of event.
  public let kind: Kind
  /// The object the event is about; `nil` for ``Kind/initial``.
  public let subject: ObjectIdentifier?
  /// The property that changes; `nil` for ``Kind/initial`` and ``Kind/deinit``.
  public let keyPath: AnyKeyPath?
  /// The property's name (`"count"`) for properties `@Tracked` generated; `nil` otherwise.
  public let propertyName: String?

  init(kind: Kind, subject: ObjectIdentifier?, keyPath: AnyKeyPath?, propertyName: String? = nil) {
    self.kind = kind
    self.subject = subject
    self.keyPath = keyPath
    self.propertyName = propertyName
  }

  static let initial = TrackingEvent(kind: .initial, subject: nil, keyPath: nil)

  /// The type of the object whose property changes (the key path's root).
  public var subjectType: Any.Type? { keyPath.map { type(of: $0).rootType } }

  /// `CounterModel.count`: the changed property, as people write it.
  public var propertyDescription: String? {
    guard let subjectType else { return nil }
    return "\(subjectType).\(propertyName ?? "<property>")"
  }

  /// Whether the event is about the property at `keyPath`.
  public func matches<Subject>(_ keyPath: PartialKeyPath<Subject>) -> Bool {
    self.keyPath == keyPath
  }

  /// Whether the event is about `object`.
  public func isAbout(_ object: AnyObject) -> Bool {
    subject == ObjectIdentifier(object)
  }

  public var description: String {
    switch kind {
    case .initial: "initial"
    case .deinit: "deinit"
    case .willSet, .didSet: "\(kind) \(propertyDescription ?? "?")"
    }
  }
}
