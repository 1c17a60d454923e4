/// Where the views of a `TupleView`'s tuple lie in memory, worked out once per tuple type from its first
/// value: each element's offset (Swift lays a tuple's elements out in order, each at the next offset its
/// alignment allows) and how to copy it out as a view. Expanding a block of views then costs no reflection.
@MainActor
final class TupleLayout {
  private struct Slot {
    let offset: Int
    let load: (UnsafeRawPointer) -> any View
  }

  /// nil when the layout could not be confirmed: each value is then read by reflection.
  private let slots: [Slot]?

  /// Whether the views are read at their offsets (rather than by reflection).
  var readsOffsets: Bool { slots != nil }

  private init(_ slots: [Slot]?) { self.slots = slots }

  private static var cache: [ObjectIdentifier: TupleLayout] = [:]

  static func of<T>(_ type: T.Type, example: T) -> TupleLayout {
    if let known = cache[ObjectIdentifier(type)] { return known }
    let layout = TupleLayout(slots(of: example))
    cache[ObjectIdentifier(type)] = layout
    return layout
  }

  /// Adds the tuple's views to `builder`, each keyed by its position.
  func add<T>(_ value: T, to builder: inout ChildBuilder) {
    guard let slots else {
      for (position, view) in Self.reflectedViews(in: value).enumerated() { builder.add(view, key: .position(position)) }
      return
    }
    builder.reserveChildren(slots.count)
    withUnsafePointer(to: value) { pointer in
      let raw = UnsafeRawPointer(pointer)
      for position in slots.indices { builder.add(slots[position].load(raw + slots[position].offset), key: .position(position)) }
    }
  }

  /// The tuple's views, in order.
  func views<T>(in value: T) -> [any View] {
    guard let slots else { return Self.reflectedViews(in: value) }
    return withUnsafePointer(to: value) { pointer in
      let raw = UnsafeRawPointer(pointer)
      return slots.map { $0.load(raw + $0.offset) }
    }
  }

  private static func slots<T>(of example: T) -> [Slot]? {
    let mirror = Mirror(reflecting: example)
    guard mirror.displayStyle == .tuple else {
      // Not a tuple (`TupleView(Text("a"))`): the value is the one view, at offset 0.
      guard let viewType = T.self as? any View.Type else { return nil }
      return [slot(for: viewType, at: 0).slot]
    }
    var slots: [Slot] = []
    var end = 0
    for child in mirror.children {
      // The element's own type: a metatype cast keeps an optional element optional.
      guard let viewType = Swift.type(of: child.value) as? any View.Type else { return nil }
      let (slot, size) = slot(for: viewType, at: end)
      slots.append(slot)
      end = slot.offset + size
    }
    return end == MemoryLayout<T>.size ? slots : nil
  }

  /// A slot for a `V` at the first offset from `start` that `V`'s alignment allows, and `V`'s size.
  private static func slot<V: View>(for _: V.Type, at start: Int) -> (slot: Slot, size: Int) {
    let alignment = MemoryLayout<V>.alignment
    let offset = (start + alignment - 1) / alignment * alignment
    return (Slot(offset: offset) { $0.load(as: V.self) }, MemoryLayout<V>.size)
  }

  private static func reflectedViews<T>(in value: T) -> [any View] {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .tuple else { return (value as? any View).map { [$0] } ?? [] }
    return mirror.children.compactMap { child in (Swift.type(of: child.value) as? any View.Type).map { open(child.value, as: $0) } }
  }

  private static func open<V: View>(_ value: Any, as _: V.Type) -> any View { value as! V }
}
