/// Horizontal alignment of a stack's children.
public enum HorizontalAlignment: Sendable { case leading, center, trailing }
/// Vertical alignment of a stack's children.
public enum VerticalAlignment: Sendable { case top, center, bottom, firstTextBaseline }
/// Two-axis alignment: shown by name.
public struct Alignment: Sendable, Equatable, CustomStringConvertible {
  public let description: String
  public static let center = Alignment(description: "center")
  public static let leading = Alignment(description: "leading")
  public static let trailing = Alignment(description: "trailing")
  public static let top = Alignment(description: "top")
  public static let bottom = Alignment(description: "bottom")
  public static let topLeading = Alignment(description: "topLeading")
  public static let topTrailing = Alignment(description: "topTrailing")
  public static let bottomLeading = Alignment(description: "bottomLeading")
  public static let bottomTrailing = Alignment(description: "bottomTrailing")
}

/// A container element around content: stacks, `List`, `Form`, `NavigationStack`.
struct ContainerExpansion {
  static func expand(
    _ kind: String, label: String? = nil, details: [ElementAttribute] = [], content: any View,
    into builder: inout ChildBuilder
  ) {
    var element = Element(kind: kind, label: label)
    element.details = details
    builder.element = element
    builder.inheritedAttributes = []
    builder.add(content, key: .position(0))
  }

  static func spacing(_ spacing: Double?) -> [ElementAttribute] {
    spacing.map { [ElementAttribute("spacing", Self.number($0))] } ?? []
  }

  static func number(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }
}

public struct VStack<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let spacing: Double?
  let content: Content

  public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
    self.spacing = spacing
    self.content = content()
  }

  func expand(into builder: inout ChildBuilder) {
    ContainerExpansion.expand("VStack", details: ContainerExpansion.spacing(spacing), content: content, into: &builder)
  }
}

public struct HStack<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let spacing: Double?
  let content: Content

  public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
    self.spacing = spacing
    self.content = content()
  }

  func expand(into builder: inout ChildBuilder) {
    ContainerExpansion.expand("HStack", details: ContainerExpansion.spacing(spacing), content: content, into: &builder)
  }
}

public struct ZStack<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let content: Content

  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  func expand(into builder: inout ChildBuilder) {
    ContainerExpansion.expand("ZStack", content: content, into: &builder)
  }
}

public struct Form<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let content: Content

  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  func expand(into builder: inout ChildBuilder) {
    ContainerExpansion.expand("Form", content: content, into: &builder)
  }
}

public struct NavigationStack<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let content: Content

  public init(@ViewBuilder root: () -> Content) { content = root() }

  func expand(into builder: inout ChildBuilder) {
    ContainerExpansion.expand("NavigationStack", content: content, into: &builder)
  }
}

public struct Section<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let title: String?
  let content: Content

  public init(@ViewBuilder content: () -> Content) {
    title = nil
    self.content = content()
  }

  public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.title = title.text
    self.content = content()
  }

  public init<Header: View>(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header) {
    title = (header() as? Text)?.content
    self.content = content()
  }

  func expand(into builder: inout ChildBuilder) {
    ContainerExpansion.expand("Section", label: title, content: content, into: &builder)
  }
}

public struct List<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let content: Content

  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  func expand(into builder: inout ChildBuilder) {
    ContainerExpansion.expand("List", content: content, into: &builder)
  }
}

extension List {
  /// A list of rows built from `data`, one per element, identified by `id`.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    content = ForEach(data, id: id, content: rowContent)
  }

  /// A list of rows built from identifiable `data`.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    content = ForEach(data, content: rowContent)
  }
}
