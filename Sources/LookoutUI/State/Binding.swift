/// Where a binding reads and writes.
@MainActor
protocol Location<Value>: AnyObject {
  associatedtype Value
  func read() -> Value
  func write(_ value: Value)
  /// Two bindings with equal identities and equal values are equal for child diffing.
  var identity: LocationIdentity { get }
}

/// What a binding points at, for comparing the bindings a parent passes to its children.
indirect enum LocationIdentity: Hashable {
  case storage(ObjectIdentifier)
  case property(ObjectIdentifier, AnyKeyPath)
  case member(LocationIdentity, AnyKeyPath)
  case element(LocationIdentity, AnyHashable)
  case opaque(ObjectIdentifier)
}

/// A two-way connection to a value owned elsewhere: SwiftUI's `Binding`, `$count`, `$model.title`.
///
/// As in SwiftUI, creating a binding reads the value (its snapshot), so a view that creates `$model.title`
/// depends on `title`.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
  let location: any Location<Value>
  let snapshot: Value

  @MainActor init(location: any Location<Value>, snapshot: Value) {
    self.location = location
    self.snapshot = snapshot
  }

  /// A binding through two closures. Usable anywhere, as SwiftUI's.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    location = ClosureLocation(get: get, set: set)
    snapshot = get()
  }

  /// A binding through two closures; `set` also gets the transaction.
  public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
    self.init(get: get, set: { set($0, Transaction()) })
  }

  /// A binding that never changes. Usable anywhere (in previews' and tests' data), as in SwiftUI.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(constantLocation: ConstantLocation(value), snapshot: value)
  }

  private nonisolated init(constantLocation: ConstantLocation<Value>, snapshot: Value) {
    location = constantLocation
    self.snapshot = snapshot
  }

  @MainActor public init(projectedValue: Binding<Value>) {
    self = projectedValue
  }

  /// The value: read from and written to where the binding points. Usable in any context, as in SwiftUI; on
  /// the main thread, where views and their bindings live.
  public var wrappedValue: Value {
    get {
      let location = UncheckedSendable(location)
      return MainActor.assumeIsolated { UncheckedSendable(location.value.read()) }.value
    }
    nonmutating set {
      let change = UncheckedSendable((location, newValue))
      MainActor.assumeIsolated { change.value.0.write(change.value.1) }
    }
  }

  @MainActor public var projectedValue: Binding<Value> { self }

  /// A binding to a member of the value: `$settings.theme`.
  @MainActor public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    let member = MemberLocation(base: location, keyPath: keyPath)
    return Binding<Subject>(location: member, snapshot: snapshot[keyPath: keyPath])
  }
}

extension Binding {
  /// A binding that unwraps an optional binding, or nil when it holds nil (`if let`-style use).
  @MainActor public init?(_ base: Binding<Value?>) {
    guard let value = base.wrappedValue else { return nil }
    self.init(location: UnwrappedLocation(base: base.location, fallback: value), snapshot: value)
  }
}

@MainActor
final class ClosureLocation<Value>: Location {
  nonisolated(unsafe) let get: () -> Value
  nonisolated(unsafe) let set: (Value) -> Void
  nonisolated init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.get = get
    self.set = set
  }
  func read() -> Value { get() }
  func write(_ value: Value) { set(value) }
  var identity: LocationIdentity { .opaque(ObjectIdentifier(self)) }
}

@MainActor
final class ConstantLocation<Value>: Location {
  nonisolated(unsafe) let value: Value
  nonisolated init(_ value: Value) { self.value = value }
  func read() -> Value { value }
  func write(_ value: Value) {}
  var identity: LocationIdentity { .opaque(ObjectIdentifier(self)) }
}

@MainActor
final class MemberLocation<Base, Value>: Location {
  let base: any Location<Base>
  let keyPath: WritableKeyPath<Base, Value>
  init(base: any Location<Base>, keyPath: WritableKeyPath<Base, Value>) {
    self.base = base
    self.keyPath = keyPath
  }
  func read() -> Value { base.read()[keyPath: keyPath] }
  func write(_ value: Value) {
    var whole = base.read()
    whole[keyPath: keyPath] = value
    base.write(whole)
  }
  var identity: LocationIdentity { .member(base.identity, keyPath) }
}

@MainActor
final class UnwrappedLocation<Value>: Location {
  let base: any Location<Value?>
  let fallback: Value
  init(base: any Location<Value?>, fallback: Value) {
    self.base = base
    self.fallback = fallback
  }
  func read() -> Value { base.read() ?? fallback }
  func write(_ value: Value) { base.write(value) }
  var identity: LocationIdentity { .member(base.identity, \Value?.self) }
}

/// A property of an object (`$model.title`).
@MainActor
final class ObjectPropertyLocation<Root: AnyObject, Value>: Location {
  let object: Root
  let keyPath: ReferenceWritableKeyPath<Root, Value>
  init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Value>) {
    self.object = object
    self.keyPath = keyPath
  }
  func read() -> Value { object[keyPath: keyPath] }
  func write(_ value: Value) { object[keyPath: keyPath] = value }
  var identity: LocationIdentity { .property(ObjectIdentifier(object), keyPath) }
}

extension Binding {
  /// The binding, its writes made with `animation` (they apply at once headlessly).
  @MainActor public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }
  /// The binding, its writes made in `transaction`.
  @MainActor public func transaction(_ transaction: Transaction) -> Binding<Value> { self }
}
