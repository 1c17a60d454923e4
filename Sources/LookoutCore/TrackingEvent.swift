extension Tracking {
  /// What happened to a tracked object: the argument of the option-taking and continuous trackings'
  /// callbacks, as SE-0506's `ObservationTracking.Event`.
  ///
  /// `@unchecked Sendable` only because `AnyKeyPath` is not marked `Sendable`; key paths are immutable.
  public struct Event: @unchecked Sendable, CustomStringConvertible {
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
    let subject: ObjectIdentifier?
    /// The property that changes; `nil` for ``Kind/initial`` and ``Kind/deinit``.
    let keyPath: AnyKeyPath?
    /// The property's name (`"count"`) for properties `@Tracked` generated.
    let propertyName: StaticString?
    /// The tracking this event was delivered to, which ``cancel()`` stops.
    let tracking: (any CancellableTracking)?

    init(kind: Kind, subject: ObjectIdentifier?, keyPath: AnyKeyPath?, propertyName: StaticString? = nil,
         tracking: (any CancellableTracking)? = nil) {
      self.kind = kind
      self.subject = subject
      self.keyPath = keyPath
      self.propertyName = propertyName
      self.tracking = tracking
    }

    static let initial = Event(kind: .initial, subject: nil, keyPath: nil)

    /// The same event, as delivered to `tracking`.
    func delivered(to tracking: any CancellableTracking) -> Event {
      Event(kind: kind, subject: subject, keyPath: keyPath, propertyName: propertyName, tracking: tracking)
    }

    /// Whether the event is about the property at `keyPath`: `event.matches(\Model.title)`.
    public func matches<Subject: Tracked>(_ keyPath: PartialKeyPath<Subject>) -> Bool {
      self.keyPath == keyPath
    }

    /// Stops the tracking that received the event: a one-shot tracking delivers nothing more (a `willSet`
    /// handler that cancels suppresses the `didSet`), a continuous one runs no more.
    public func cancel() { tracking?.cancel() }

    /// `willSet CounterModel.count`.
    public var description: String {
      switch kind {
      case .initial: return "initial"
      case .deinit: return "deinit"
      case .willSet, .didSet:
        let root = keyPath.map { "\(Swift.type(of: $0).rootType)" } ?? "?"
        return "\(kind) \(root).\(propertyName.map { "\($0)" } ?? "<property>")"
      }
    }
  }
}

/// A tracking an event can stop from its handler.
protocol CancellableTracking: AnyObject, Sendable {
  func cancel()
}
