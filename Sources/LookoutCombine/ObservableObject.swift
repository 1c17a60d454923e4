import Foundation

/// The pre-Observation model: an object that announces every change through `objectWillChange`, before it
/// happens. SwiftUI's (Combine's) `ObservableObject`, headless.
///
/// Every view that holds the object through `@StateObject`, `@ObservedObject` or `@EnvironmentObject` is
/// evaluated again after any announcement, whatever it read; `@Published` announces on every assignment,
/// equal or not.
public protocol ObservableObject: AnyObject {
  associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
    where ObjectWillChangePublisher.Failure == Never

  var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  /// The object's publisher, created on first use.
  public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher.publisher(for: self) }
}

/// The publisher `ObservableObject` gives by default: it sends `()` before each change.
public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
  public typealias Output = Void
  public typealias Failure = Never

  private let subscribers = SubscriberList<Void, Never>()

  public init() {}

  /// Announces a change.
  public func send() { subscribers.send(()) }

  public func _deliver(to subscriber: Subscribers.Sink<Void, Never>) -> AnyCancellable { subscribers.add(subscriber) }

  // One publisher per object, found by identity; entries whose object died are dropped as the table grows.
  private struct Entry {
    weak var object: AnyObject?
    let publisher: ObservableObjectPublisher
  }

  private static let registry = Registry()

  private final class Registry: @unchecked Sendable {
    let lock = NSLock()
    var entries: [ObjectIdentifier: Entry] = [:]
    var sweepAt = 64
  }

  static func publisher(for object: AnyObject) -> ObservableObjectPublisher {
    let registry = Self.registry
    return registry.lock.withLock {
      let key = ObjectIdentifier(object)
      if let entry = registry.entries[key], entry.object === object { return entry.publisher }
      if registry.entries.count >= registry.sweepAt {
        registry.entries = registry.entries.filter { $0.value.object != nil }
        registry.sweepAt = max(64, registry.entries.count * 2)
      }
      let publisher = ObservableObjectPublisher()
      registry.entries[key] = Entry(object: object, publisher: publisher)
      return publisher
    }
  }
}
