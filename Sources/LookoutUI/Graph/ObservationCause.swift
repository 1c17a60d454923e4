import Foundation
import Observation

/// Names the property behind an Observation (`@Observable`) invalidation.
///
/// Observation's tracking reports the key path that changed, but key paths to the macro's computed
/// properties print no name. So, when a change arrives (before the value is stored), the objects the view
/// holds of the key path's root type are snapshotted, field by field, for fields of the key path's value
/// type; at the update, the field whose value differs names the property: `CounterModel.count`. When that is
/// not decidable the cause says the type: `CounterModel.<Int property>`. (Lookout's `@Tracked` events carry
/// the name and need none of this.)
enum ObservationCauses {
  /// Snapshots what the change to `keyPath` is about to change in the objects a view held (`candidates`),
  /// for `resolve` at the update.
  static func pendingChange(in candidates: [WeakObject], keyPath: AnyKeyPath?) -> PendingChange? {
    guard let keyPath else { return nil }
    let rootType = type(of: keyPath).rootType
    let valueType = type(of: keyPath).valueType
    let held = candidates.compactMap(\.object)
    var objects = held.filter { type(of: $0) == rootType }
    if objects.isEmpty {
      // `order.customer.name`: look one level into the objects the view holds.
      objects = held.flatMap { object in
        Mirror(reflecting: object).children.compactMap { child -> AnyObject? in
          guard type(of: child.value) is AnyClass, type(of: child.value) == rootType else { return nil }
          return child.value as AnyObject
        }
      }
    }
    let snapshots = objects.map { ($0, Self.fields(of: $0, ofType: valueType)) }
    return PendingChange(
      typeName: ViewNode.name(of: rootType), valueTypeName: String(describing: valueType),
      valueType: valueType, snapshots: snapshots.map { (WeakObject($0.0), $0.1) })
  }

  /// The stored fields of `object` holding a `valueType`, by property name (without the macro's `_`).
  static func fields(of object: AnyObject, ofType valueType: Any.Type) -> [String: String] {
    var result: [String: String] = [:]
    if valueType != Any.self, ObjectFieldLayout.isPlainValue(valueType), let layout = ObjectFieldLayout.fields(of: type(of: object)) {
      // In place, from the class's layout: the same fields `Mirror` would give, without reflecting.
      for field in layout where field.type == valueType {
        result[field.name] = fingerprint(ObjectFieldLayout.value(of: field, in: object))
      }
      return result
    }
    for child in Mirror(reflecting: object).children {
      guard let label = child.label, label.hasPrefix("_"), !label.hasPrefix("_$"),
            type(of: child.value) == valueType || valueType == Any.self else { continue }
      result[String(label.dropFirst())] = fingerprint(child.value)
    }
    return result
  }

  /// Objects compare by identity, values by description.
  static func fingerprint(_ value: Any) -> String {
    if type(of: value) is AnyClass { return "\(ObjectIdentifier(value as AnyObject))" }
    return String(describing: value)
  }

  /// How a view's field can lead to an Observation object.
  enum FieldRole {
    /// Held nothing that could: skipped.
    case none
    /// An `Observable` object of this class (a `let model: Model`).
    case object(ObjectIdentifier)
    /// Anything else that may: a dynamic property, an optional, an existential.
    case dynamic
  }

  /// The Observation objects a view's fields hold (directly or through a dynamic property), weakly. What each
  /// field may hold is learnt from the type's first instance and kept in its `traits`; a type none of whose
  /// fields can hold one (no dynamic property, no optional, no existential, no `Observable` class) is not
  /// reflected again.
  @MainActor static func candidates(in view: any View, traits: ViewTypeTraits) -> [WeakObject] {
    let plan = traits.observationFields
    if let plan, plan.isEmpty { return [] }
    if let offsets = traits.observationOffsets { return ObservationFieldOffsets.objects(in: view, at: offsets) }
    let owner = (view as? DynamicPropertySource)?.dynamicPropertyOwner ?? view
    var found: [WeakObject] = []
    var roles: [FieldRole] = []
    for (index, child) in Mirror(reflecting: owner).children.enumerated() {
      let value = child.value
      let role = plan.map { index < $0.count ? $0[index] : .dynamic } ?? role(of: value)
      if plan == nil { roles.append(role) }
      switch role {
      case .none:
        continue
      case .object(let objectType) where ObjectIdentifier(type(of: value)) == objectType:
        found.append(WeakObject(value as AnyObject))
      case .object, .dynamic:
        let value = unwrapped(value)
        let object = (value as? ObjectProviding)?.providedObject ?? (type(of: value) is AnyClass ? value as AnyObject : nil)
        if let object, object is any Observable { found.append(WeakObject(object)) }
      }
    }
    if plan == nil {
      let mayHold = roles.contains { if case .none = $0 { false } else { true } }
      traits.observationFields = mayHold ? roles : []
      if mayHold { traits.observationOffsets = ObservationFieldOffsets.confirmed(for: view, roles: roles, found: found) }
    }
    return found
  }

  /// The value inside an optional (`let model: Model?`), or the value itself.
  private static func unwrapped(_ value: Any) -> Any {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional, let wrapped = mirror.children.first?.value else { return value }
    return unwrapped(wrapped)
  }

  private static func role(of value: Any) -> FieldRole {
    if value is ObjectProviding || Mirror(reflecting: value).displayStyle == .optional { return .dynamic }
    if type(of: value) is AnyClass, value is any Observable { return .object(ObjectIdentifier(type(of: value))) }
    return .none
  }
}

/// A change seen by Observation, resolved to a property name at the update.
struct PendingChange: @unchecked Sendable {
  let typeName: String
  let valueTypeName: String
  /// The changed key path's value type: only fields of it were snapshotted, and only they are compared.
  let valueType: Any.Type
  let snapshots: [(WeakObject, [String: String])]

  /// `CounterModel.count`, or `CounterModel.<Int property>` when undecidable.
  func resolve() -> String {
    var changed: [String] = []
    for (weak, before) in snapshots {
      guard let object = weak.object else { continue }
      let after = ObservationCauses.fields(of: object, ofType: valueType)
      changed += before.filter { after[$0.key] != $0.value }.map(\.key)
    }
    let names = Set(changed).sorted()
    if names.count == 1 { return "\(typeName).\(names[0])" }
    return "\(typeName).<\(valueTypeName) property>"
  }
}

/// A weak reference that can cross threads.
struct WeakObject: @unchecked Sendable {
  weak var object: AnyObject?
  init(_ object: AnyObject) { self.object = object }
}

/// A dynamic property that holds an object (`@State` of a class, `@Bindable`, `@Environment`).
@MainActor
protocol ObjectProviding {
  var providedObject: AnyObject? { get }
}

extension Bindable: ObjectProviding {
  var providedObject: AnyObject? { wrappedValue }
}

extension State: ObjectProviding {
  @MainActor var providedObject: AnyObject? {
    guard let value = box.storage?.peek() else { return nil }
    return type(of: value) is AnyClass ? value as AnyObject : nil
  }
}

extension Environment: ObjectProviding {
  var providedObject: AnyObject? {
    guard let value = box.value, type(of: value) is AnyClass else { return nil }
    return value as AnyObject
  }
}
