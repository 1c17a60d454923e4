/// A piece of user interface, described as a value: SwiftUI's `View`, evaluated by a ``ViewHost``.
///
/// Write views exactly as for SwiftUI; the host mounts them, evaluates `body` under observation tracking
/// (Apple's `@Observable` and Lookout's `@Tracked` both), and re-evaluates only what a change invalidates.
@MainActor @preconcurrency
public protocol View {
  /// The type of view this view's body is.
  associatedtype Body: View

  /// The content of the view. Evaluated by the host, never called by hand in a mounted tree.
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
  public typealias Body = Never
  @MainActor public var body: Never { fatalError("Never has no body") }
}

nonisolated extension View {
  /// Prints why this view's body is being evaluated, in SwiftUI's `_printChanges()` vocabulary
  /// (`ProfileView: @self, _model changed.`). Call it as `let _ = Self._printChanges()` at the top of `body`.
  @MainActor public static func _printChanges() {
    if let line = EvaluationContext.current?.changeDescription { print(line) }
  }
}

/// A view that the host turns into an element (text, button, stack…) rather than evaluating a body.
@MainActor @preconcurrency
protocol PrimitiveView {
  /// What this view contributes to the tree: an element, and the child views inside it.
  @MainActor func expand(into builder: inout ChildBuilder)
}

/// A shape, as the element it renders: its name, and the styles it carries (`stroke: 2`).
nonisolated struct ShapeElement: PrimitiveView {
  let shape: any Shape
  @MainActor func expand(into builder: inout ChildBuilder) {
    var element = Element(kind: ShapeName.of(shape))
    element.styles = ShapeStyles.of(shape)
    builder.element = element
  }
}

nonisolated extension View where Body == Never {
  /// Views the host turns into elements have no body; the host never asks for it.
  @MainActor public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}
