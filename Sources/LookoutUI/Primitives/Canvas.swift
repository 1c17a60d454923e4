import Foundation

/// A view that draws with a `GraphicsContext` (`Canvas { context, size in context.fill(…) }`): the renderer runs
/// as a scope of its own (what it reads redraws the canvas alone, not the view around it), with the host's
/// screen size (or the frame around the canvas), and the canvas shows what it drew, one line per operation (`fill "red" 0 0 100×100`).
public struct Canvas<Symbols: View>: View, PrimitiveView {
  public typealias Body = Never
  public var symbols: Symbols
  public var renderer: (inout GraphicsContext, CGSize) -> Void
  public var isOpaque: Bool
  public var colorMode: ColorRenderingMode
  public var rendersAsynchronously: Bool

  public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
              renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols) {
    self.symbols = symbols()
    self.renderer = renderer
    isOpaque = opaque
    self.colorMode = colorMode
    self.rendersAsynchronously = rendersAsynchronously
  }

  func expand(into builder: inout ChildBuilder) {
    // A canvas takes what it is offered: the screen, within the frames and padding around it.
    var model = SizeModel(content: .flexible)
    for attribute in builder.inheritedAttributes { model.apply(attribute) }
    let size = model.size(for: ProposedViewSize(builder.environment.screenSize))
    var element = Element(kind: "Canvas")
    element.details = [ElementAttribute("size", "\(ContainerExpansion.number(size.width))×\(ContainerExpansion.number(size.height))")]
    builder.element = element
    builder.inheritedAttributes = []
    let environment = builder.environment
    let symbolNames = Dictionary(VariadicChildren.of(symbols).children.compactMap(Self.symbol), uniquingKeysWith: { first, _ in first })
    let renderer = renderer
    builder.add(ClosureContent(name: "Canvas") {
      var context = GraphicsContext(size: size, environment: environment, symbols: symbolNames)
      renderer(&context, size)
      return CanvasDrawing(operations: context.recording.operations)
    }, key: .position(0))
  }

  /// A symbol's tag and rendered name.
  private static func symbol(_ child: _VariadicView.Children.Child) -> (AnyHashable, String)? {
    guard let tagged = child.view as? TaggedView, let tag = tagged.tagValue else { return nil }
    return (tag, RenderedName.of(tagged.taggedContent))
  }
}

extension Canvas where Symbols == EmptyView {
  public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
              renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
    self.init(opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously, renderer: renderer) { EmptyView() }
  }
}

/// How a canvas blends colours.
public enum ColorRenderingMode: Sendable, Hashable { case nonLinear, linear, extendedLinear }

/// What a canvas drew: one element per operation.
struct CanvasDrawing: View, PrimitiveView {
  typealias Body = Never
  let operations: [DrawOperation]

  func expand(into builder: inout ChildBuilder) {
    for (index, operation) in operations.enumerated() { builder.add(DrawnOperation(operation: operation), key: .position(index)) }
  }
}

/// One drawing operation, as an element: `fill "red" [at: 0 0 100×100]`.
struct DrawnOperation: View, PrimitiveView {
  typealias Body = Never
  let operation: DrawOperation

  func expand(into builder: inout ChildBuilder) {
    var element = Element(kind: operation.kind, label: operation.detail)
    let rect = operation.rect
    let number = { (value: CGFloat) in ContainerExpansion.number((Double(value) * 10).rounded() / 10) }
    element.details = [ElementAttribute("at", "\(number(rect.minX)) \(number(rect.minY)) \(number(rect.width))×\(number(rect.height))")]
      + operation.attributes.map { ElementAttribute("with", $0) }
    builder.element = element
  }
}

/// A view with `.tag(_:)`: its tag and what it tags.
@MainActor
protocol TaggedView {
  var tagValue: AnyHashable? { get }
  var taggedContent: any View { get }
}

extension ModifiedContent: TaggedView {
  var tagValue: AnyHashable? {
    ((modifier as? PrimitiveModifierBox)?.modifier as? TagModifier)?.tag ?? (modifier as? TagModifier)?.tag
  }
  var taggedContent: any View { content }
}
