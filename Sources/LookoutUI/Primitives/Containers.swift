/// A scrolling container: rendered as a container; every child is mounted (no lazy loading headlessly).
nonisolated public struct ScrollView<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let axes: Axis.Set
  let content: Content

  public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.content = content()
  }

  @MainActor func expand(into builder: inout ChildBuilder) {
    ContainerExpansion.expand("ScrollView", details: axes == .horizontal ? [ElementAttribute("axis", "horizontal")] : [],
                              content: content, into: &builder)
  }
}
