import Foundation

// Key-value observing for UIKit's objects (`scrollView.observe(\.contentSize) { … }`). Foundation on Linux has
// no KVO: here the properties UIKit code observes most (a scroll view's content size, offset and inset, a
// view's frame, bounds, alpha and visibility) report their changes; others never do.

/// When an observation is told of a change.
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let new = NSKeyValueObservingOptions(rawValue: 1)
  public static let old = NSKeyValueObservingOptions(rawValue: 2)
  public static let initial = NSKeyValueObservingOptions(rawValue: 4)
  public static let prior = NSKeyValueObservingOptions(rawValue: 8)
}

/// One change an observation reports.
public struct NSKeyValueObservedChange<Value> {
  public enum Kind: UInt, Sendable { case setting = 1, insertion, removal, replacement }
  public let kind: Kind
  public let newValue: Value?
  public let oldValue: Value?
  public let indexes: IndexSet?
  public let isPrior: Bool
}

/// An observation: it lasts until invalidated or released.
public final class NSKeyValueObservation: NSObject, @unchecked Sendable {
  private var onInvalidate: (() -> Void)?
  init(_ onInvalidate: @escaping () -> Void) { self.onInvalidate = onInvalidate }
  public func invalidate() {
    onInvalidate?()
    onInvalidate = nil
  }
  deinit { onInvalidate?() }
}

/// The observers of one object, by the key path they watch.
@MainActor
final class KeyValueObservers {
  /// By property name: `\UIScrollView.frame` and `\UIView.frame` watch the same property.
  private var observers: [String: [Int: (Any, Any) -> Void]] = [:]
  private var nextToken = 0

  static func name(of keyPath: AnyKeyPath) -> String {
    let path = "\(keyPath)"
    return path.split(separator: ".").dropFirst().joined(separator: ".")
  }

  func add(_ keyPath: AnyKeyPath, _ observer: @escaping (Any, Any) -> Void) -> Int {
    nextToken += 1
    observers[Self.name(of: keyPath), default: [:]][nextToken] = observer
    return nextToken
  }
  func remove(_ keyPath: AnyKeyPath, _ token: Int) { observers[Self.name(of: keyPath)]?[token] = nil }
  func notify(_ property: String, old: Any, new: Any) {
    for observer in (observers[property] ?? [:]).values { observer(old, new) }
  }
}

extension UIView {
  /// Calls `changeHandler` when the property at `keyPath` changes (see the file's note for which do).
  public func observe<Value>(_ keyPath: KeyPath<UIView, Value>, options: NSKeyValueObservingOptions = [],
                             changeHandler: @escaping (UIView, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
    observeChanges(keyPath, options: options, changeHandler: changeHandler)
  }
}

extension UIScrollView {
  public func observe<Value>(_ keyPath: KeyPath<UIScrollView, Value>, options: NSKeyValueObservingOptions = [],
                             changeHandler: @escaping (UIScrollView, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
    observeChanges(keyPath, options: options, changeHandler: changeHandler)
  }
}

extension UIView {
  func observeChanges<Object: UIView, Value>(_ keyPath: KeyPath<Object, Value>, options: NSKeyValueObservingOptions,
                                             changeHandler: @escaping (Object, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
    let object = self as! Object
    if options.contains(.initial) {
      changeHandler(object, NSKeyValueObservedChange(kind: .setting, newValue: object[keyPath: keyPath], oldValue: nil, indexes: nil, isPrior: false))
    }
    let observers = keyValueObservers ?? KeyValueObservers()
    keyValueObservers = observers
    let token = observers.add(keyPath) { [weak object] old, new in
      guard let object else { return }
      changeHandler(object, NSKeyValueObservedChange(
        kind: .setting, newValue: options.contains(.new) ? new as? Value : nil, oldValue: options.contains(.old) ? old as? Value : nil,
        indexes: nil, isPrior: false))
    }
    return NSKeyValueObservation { MainActor.assumeIsolated { observers.remove(keyPath, token) } }
  }

  /// Tells the observers of `property` that it changed.
  func didChange<Value>(_ property: String, from old: Value, to new: Value) {
    keyValueObservers?.notify(property, old: old, new: new)
  }
}

extension NSObject {
  /// The stored property called `key` (key-value coding, which Foundation on Linux lacks), read by reflection;
  /// nil for a key the object has not.
  public func value(forKey key: String) -> Any? {
    var mirror: Mirror? = Mirror(reflecting: self)
    while let current = mirror {
      if let child = current.children.first(where: { $0.label == key }) { return child.value }
      mirror = current.superclassMirror
    }
    return nil
  }
}
