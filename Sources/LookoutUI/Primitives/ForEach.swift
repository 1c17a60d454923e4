import Foundation

/// One view per element of a collection, each identified by the element's identifier: rows keep their
/// state when the collection changes order, and each row is its own tracking scope (a change an inline row
/// read re-evaluates that row only).
nonisolated public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
  public typealias Body = Never
  public let data: Data
  let id: KeyPath<Data.Element, ID>
  public let content: (Data.Element) -> Content
  /// `.onDelete` and `.onMove`, which the host can perform (``ViewHost/delete(at:in:)``).
  var editActions = EditActions()

  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.id = id
    self.content = content
  }

  @MainActor func expand(into builder: inout ChildBuilder) {
    if editActions.delete != nil || editActions.move != nil {
      var element = Element(kind: "ForEach")
      element.isHidden = true
      element.delete = editActions.delete
      element.move = editActions.move
      builder.element = element
    }
    for element in data {
      builder.add(_ForEachRow(element: element, content: content), key: .id(AnyHashable(element[keyPath: id])))
    }
  }

  /// Deletes rows at offsets (swipe to delete, the edit mode's delete button).
  @MainActor public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach {
    var copy = self
    if let action { copy.editActions.delete = { offsets in action(offsets) } } else { copy.editActions.delete = nil }
    return copy
  }

  /// Moves rows (drag to reorder).
  @MainActor public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach {
    var copy = self
    if let action { copy.editActions.move = { offsets, destination in action(offsets, destination) } } else { copy.editActions.move = nil }
    return copy
  }
}

/// What a `ForEach` lets the user do to its rows.
struct EditActions {
  var delete: (@MainActor (IndexSet) -> Void)?
  var move: (@MainActor (IndexSet, Int) -> Void)?
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data, id: \.id, content: content)
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.init(data, id: \.self, content: content)
  }
}

extension ForEach {
  /// One row per element of a bound collection, editing the element: `ForEach($items) { $item in … }`.
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where Data == Binding<C>, ID == C.Element.ID, C.Element: Identifiable, C.Index: Hashable {
    self.init(data, id: \.wrappedValue.id, content: content)
  }

  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where Data == Binding<C>, C.Index: Hashable {
    let elementID = \Binding<C.Element>.wrappedValue
    self.init(data, id: elementID.appending(path: id), content: content)
  }
}

/// One row of a `ForEach`: its content closure runs as a body, under tracking, so the row is invalidated
/// by what it reads. Reported as `ForEach` in update reports.
nonisolated struct _ForEachRow<Element, Content: View>: View, ReportedName, RowContent {
  let element: Element
  let content: (Element) -> Content

  @MainActor var body: Content { content(element) }

  static var reportedName: String { "ForEach" }
}

/// A `ForEach` row's content closure. Running it again because the `ForEach` was rebuilt by its parent is
/// part of the parent's evaluation (SwiftUI prints nothing for it); running it because something it read
/// changed is the row's own update, reported as `ForEach`.
protocol RowContent {}
