import Foundation

// A binding to a collection is a collection of bindings to its elements, as in SwiftUI: what
// `ForEach($items) { $item in … }` iterates. Element bindings read and write through the collection's. The
// conformances are isolated to the main actor, where bindings are used.

extension Binding: @MainActor Sequence where Value: MutableCollection, Value.Index: Hashable {
  public typealias Element = Binding<Value.Element>
  public typealias Iterator = IndexingIterator<Binding<Value>>
  public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: @MainActor Collection where Value: MutableCollection, Value.Index: Hashable {
  public typealias Index = Value.Index
  public typealias Indices = Value.Indices

  @MainActor public var startIndex: Index { location.read().startIndex }
  @MainActor public var endIndex: Index { location.read().endIndex }
  @MainActor public var indices: Value.Indices { location.read().indices }
  @MainActor public func index(after index: Index) -> Index { location.read().index(after: index) }

  @MainActor public subscript(position: Index) -> Binding<Value.Element> {
    Binding<Value.Element>(location: ElementLocation(base: location, index: position), snapshot: snapshot[position])
  }
}

extension Binding: @MainActor BidirectionalCollection where Value: BidirectionalCollection & MutableCollection, Value.Index: Hashable {
  @MainActor public func index(before index: Index) -> Index { location.read().index(before: index) }
}

extension Binding: @MainActor RandomAccessCollection where Value: RandomAccessCollection & MutableCollection, Value.Index: Hashable {}

extension Binding: @MainActor Identifiable where Value: Identifiable {
  /// The bound value's identity.
  @MainActor public var id: Value.ID { snapshot.id }
}

/// One element of a bound collection.
@MainActor
final class ElementLocation<Base: MutableCollection>: Location where Base.Index: Hashable {
  let base: any Location<Base>
  let index: Base.Index

  init(base: any Location<Base>, index: Base.Index) {
    self.base = base
    self.index = index
  }

  func read() -> Base.Element { base.read()[index] }
  func write(_ value: Base.Element) {
    var whole = base.read()
    whole[index] = value
    base.write(whole)
  }
  var identity: LocationIdentity { .element(base.identity, AnyHashable(index)) }
}
