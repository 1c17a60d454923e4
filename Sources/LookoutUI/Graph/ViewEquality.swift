/// SwiftUI's rule for skipping a child: the view value its parent passes is compared with the previous one —
/// `==` for `Equatable` values, identity for class references, field by field otherwise — and the body runs
/// again only if they differ or the view's own dependencies changed. A closure never compares equal (a fresh
/// context each time), which is why views holding closures re-evaluate with their parent.
@MainActor
enum ViewEquality {
  /// Whether the view value a parent passes is the same as the previous one. A view made only of plain
  /// values (POD) is compared by its bytes, as SwiftUI does, even when it declares `==`; otherwise `==` for
  /// `Equatable` views, field by field for the rest.
  static func viewsEqual(_ lhs: any View, _ rhs: any View) -> Bool {
    if let participant = lhs as? DiffingParticipant { return participant.isSameForDiffing(as: rhs) }
    if let bytes = bytesEqual(lhs, rhs) { return bytes }
    return valuesEqual(lhs, rhs)
  }

  /// For a POD type, whether the two values have the same bytes; nil for other types.
  private static func bytesEqual<Value>(_ lhs: Value, _ rhs: Any) -> Bool? {
    guard _isPOD(Value.self), var right = rhs as? Value else { return nil }
    var left = lhs
    return withUnsafeBytes(of: &left) { leftBytes in
      withUnsafeBytes(of: &right) { rightBytes in leftBytes.elementsEqual(rightBytes) }
    }
  }

  /// Whether two values are equal for child diffing.
  static func valuesEqual(_ lhs: Any, _ rhs: Any) -> Bool {
    if let participant = lhs as? DiffingParticipant { return participant.isSameForDiffing(as: rhs) }
    if type(of: lhs) is AnyClass {
      return type(of: rhs) is AnyClass && (lhs as AnyObject) === (rhs as AnyObject)
    }
    guard type(of: lhs) == type(of: rhs) else { return false }
    if let equatable = lhs as? any Equatable { return equatable.isEqual(to: rhs) }
    // Plain data without `Equatable` compares field by field down to equatable leaves: the effect of
    // SwiftUI's bitwise comparison of POD values.
    return fieldsEqual(lhs, rhs)
  }

  /// Compares values without `Equatable` member by member.
  private static func fieldsEqual(_ lhs: Any, _ rhs: Any) -> Bool {
    let left = Mirror(reflecting: lhs)
    let right = Mirror(reflecting: rhs)
    switch left.displayStyle {
    case .struct?, .tuple?, .class?:
      break
    case .optional?, .enum?:
      // Different cases have different payload labels (or none); payload-less cases print differently.
      if left.children.isEmpty && right.children.isEmpty { return String(describing: lhs) == String(describing: rhs) }
    case nil:
      return false  // functions and other opaque values
    default:
      return false
    }
    guard left.children.count == right.children.count else { return false }
    for (a, b) in zip(left.children, right.children) {
      guard a.label == b.label, valuesEqual(a.value, b.value) else { return false }
    }
    return true
  }
}

/// Values with their own diffing rule (dynamic property wrappers, bindings).
@MainActor @preconcurrency
protocol DiffingParticipant {
  func isSameForDiffing(as other: Any) -> Bool
}

extension Equatable {
  fileprivate func isEqual(to other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}

// `@State` compares the initial value the new view value carries: `@State var count = 0` is the same each
// time, `@State var model = Model()` is a new object each time, so a view holding one runs with its parent.
extension State: DiffingParticipant {
  @MainActor func isSameForDiffing(as other: Any) -> Bool {
    guard let other = other as? State<Value> else { return false }
    // Xcode 27's lazy initial value is not evaluated to compare: the thunk says nothing.
    guard let initial = box.initial, let otherInitial = other.box.initial else { return true }
    return ViewEquality.valuesEqual(initial, otherInitial)
  }
}

// Storage-backed wrappers compare equal: their values come from the node, not from the view value.

extension StateObject: DiffingParticipant {
  func isSameForDiffing(as other: Any) -> Bool { other is StateObject<ObjectType> }
}

extension Environment: DiffingParticipant {
  func isSameForDiffing(as other: Any) -> Bool { other is Environment<Value> }
}

extension EnvironmentObject: DiffingParticipant {
  func isSameForDiffing(as other: Any) -> Bool { other is EnvironmentObject<ObjectType> }
}

extension ObservedObject: DiffingParticipant {
  func isSameForDiffing(as other: Any) -> Bool {
    (other as? ObservedObject<ObjectType>)?.wrappedValue === wrappedValue
  }
}

extension Bindable: DiffingParticipant {
  func isSameForDiffing(as other: Any) -> Bool {
    (other as? Bindable<Value>)?.wrappedValue === wrappedValue
  }
}

extension Binding: DiffingParticipant {
  func isSameForDiffing(as other: Any) -> Bool {
    guard let other = other as? Binding<Value> else { return false }
    return location.identity == other.location.identity && ViewEquality.valuesEqual(snapshot, other.snapshot)
  }
}
