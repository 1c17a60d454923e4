import Foundation

/// A property of an `ObservableObject` that announces each assignment: Combine's `@Published`.
///
/// An assignment first sends the object's `objectWillChange` (no equality check: assigning the same value
/// announces too), then the new value to `$property` subscribers, then stores it — so a subscriber that
/// reads the property sees the old value, as with Combine.
@propertyWrapper
public struct Published<Value> {
  let storage: PublishedStorage<Value>

  public init(wrappedValue: Value) {
    storage = PublishedStorage(wrappedValue)
  }

  public init(initialValue: Value) {
    storage = PublishedStorage(initialValue)
  }

  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { fatalError() }
    set { fatalError() }
  }

  /// As Combine's: any class may hold `@Published` properties; only an `ObservableObject` announces them.
  public static subscript<EnclosingSelf: AnyObject>(
    _enclosingInstance object: EnclosingSelf,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get {
      let storage = object[keyPath: storageKeyPath].storage
      storage.connectAnnouncer(to: object)
      return storage.value
    }
    set {
      let storage = object[keyPath: storageKeyPath].storage
      storage.connectAnnouncer(to: object)
      storage.announce()
      storage.send(newValue)
    }
  }

  /// `$property`: the current value, then each new value, sent before it is stored.
  public var projectedValue: Publisher {
    get { Publisher(storage: storage) }
    set { storage.connect(newValue.upstream) }
  }

  /// The publisher of a `@Published` property.
  public struct Publisher: LookoutCombine.Publisher {
    public typealias Output = Value
    public typealias Failure = Never

    let storage: PublishedStorage<Value>
    var upstream: AnyPublisher<Value, Never>?

    public func _deliver(to subscriber: Subscribers.Sink<Value, Never>) -> AnyCancellable {
      storage.subscribe(subscriber)
    }
  }
}

extension LookoutCombine.Publisher where Failure == Never {
  /// Republishes every value into a `@Published` property: `$items.assign(to: &$visibleItems)`.
  public func assign(to published: inout Published<Output>.Publisher) {
    published.upstream = eraseToAnyPublisher()
  }
}

/// The value and subscribers of one `@Published` property.
final class PublishedStorage<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var current: Value
  private let subscribers = SubscriberList<Value, Never>()
  private var connection: AnyCancellable?

  init(_ value: Value) { current = value }

  var value: Value { lock.withLock { current } }

  func send(_ newValue: Value) {
    subscribers.send(newValue)
    lock.withLock { current = newValue }
  }

  func subscribe(_ subscriber: Subscribers.Sink<Value, Never>) -> AnyCancellable {
    let cancellable = subscribers.add(subscriber)
    subscriber.receive(value)
    return cancellable
  }

  /// Sends the enclosing object's `objectWillChange`; known once the property was first accessed.
  private var announcer: (() -> Void)?

  private var connected = false

  func connectAnnouncer(to object: AnyObject) {
    lock.withLock {
      guard !connected else { return }
      connected = true
      if let observable = object as? any ObservableObject { announcer = Self.announcer(of: observable) }
    }
  }

  private static func announcer<Object: ObservableObject>(of object: Object) -> () -> Void {
    { [weak object] in (object?.objectWillChange as? ObservableObjectPublisher)?.send() }
  }

  func announce() {
    lock.withLock { announcer }?()
  }

  /// Feeds values from `upstream` (`assign(to: &$property)`), announcing each like an assignment.
  func connect(_ upstream: AnyPublisher<Value, Never>?) {
    connection = upstream?.sink { [weak self] value in
      self?.announce()
      self?.send(value)
    }
  }
}
