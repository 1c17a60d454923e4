/// A scrolling container: rendered as a container; every child is mounted (no lazy loading headlessly).
public struct ScrollView<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let axes: Axis.Set
  let content: Content

  public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.content = content()
  }

  func expand(into builder: inout ChildBuilder) {
    ContainerExpansion.expand("ScrollView", details: axes == .horizontal ? [ElementAttribute("axis", "horizontal")] : [],
                              content: content, into: &builder)
  }
}

/// A vertical stack that builds rows lazily in SwiftUI; headlessly every row is mounted.
public struct LazyVStack<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let spacing: Double?
  let content: Content

  public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
    self.spacing = spacing
    self.content = content()
  }

  func expand(into builder: inout ChildBuilder) {
    ContainerExpansion.expand("LazyVStack", details: ContainerExpansion.spacing(spacing), content: content, into: &builder)
  }
}

/// A horizontal stack that builds columns lazily in SwiftUI; headlessly every column is mounted.
public struct LazyHStack<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let spacing: Double?
  let content: Content

  public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
    self.spacing = spacing
    self.content = content()
  }

  func expand(into builder: inout ChildBuilder) {
    ContainerExpansion.expand("LazyHStack", details: ContainerExpansion.spacing(spacing), content: content, into: &builder)
  }
}

/// A title with an icon: rendered as `Label "title"` with the image's name.
public struct Label: View, PrimitiveView {
  public typealias Body = Never
  let title: String
  let image: String

  public init(_ title: LocalizedStringKey, systemImage: String) {
    self.title = title.text
    image = systemImage
  }

  public init<Title: StringProtocol>(_ title: Title, systemImage: String) {
    self.title = String(title)
    image = systemImage
  }

  func expand(into builder: inout ChildBuilder) {
    var element = Element(kind: "Label", label: title)
    element.details = [ElementAttribute("image", image)]
    builder.element = element
  }
}
