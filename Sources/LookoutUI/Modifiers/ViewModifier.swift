/// A reusable transformation of a view, as in SwiftUI: `body(content:)` returns the modified view. The
/// modifier gets its own body evaluation (and may hold `@State`).
@MainActor @preconcurrency
public protocol ViewModifier {
  associatedtype Body: View
  typealias Content = _ViewModifier_Content<Self>
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

/// The view a `ViewModifier` is applied to, inside its `body(content:)`.
nonisolated public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
  public typealias Body = Never
  let content: any View

  @MainActor func expand(into builder: inout ChildBuilder) {
    builder.add(content, key: .position(0))
  }
}

/// A view with a modifier applied: `Text("a").font(.title)`.
nonisolated public struct ModifiedContent<Content: View, Modifier>: View, PrimitiveView {
  public typealias Body = Never
  public let content: Content
  public let modifier: Modifier

  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }

  @MainActor func expand(into builder: inout ChildBuilder) {
    if let inline = InlineModifiers.of(modifier) {
      // Attributes and environment changes: the content expands in this node when it is a primitive.
      inline.prepare(&builder)
      builder.addOrExpand(content)
    } else if let primitive = modifier as? PrimitiveModifier {
      primitive.apply(to: content, into: &builder)
    } else if modifier is any GeometryEffect {
      // A geometry effect moves its content; headlessly it shows by name on the content's line.
      AttributeModifier(name: "geometryEffect", value: ViewNode.name(of: Modifier.self)).prepare(&builder)
      builder.addOrExpand(content)
    } else if let custom = modifier as? any ViewModifier {
      builder.add(custom.modifierBody(content: content), key: .position(0))
    } else {
      builder.add(content, key: .position(0))
    }
  }
}

nonisolated extension View {
  /// Applies `modifier`.
  public func modifier<Modifier>(_ modifier: Modifier) -> ModifiedContent<Self, Modifier> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

extension ViewModifier {
  /// The view that evaluates this modifier's body around `content`.
  func modifierBody(content: any View) -> any View {
    ModifierBody(modifier: self, content: content)
  }
}

/// A user `ViewModifier`'s body, evaluated like a view's; its dynamic properties are the modifier's.
nonisolated struct ModifierBody<Modifier: ViewModifier>: View, DynamicPropertySource {
  let modifier: Modifier
  let content: any View

  var dynamicPropertyOwner: Any { modifier }

  @MainActor var body: Modifier.Body {
    modifier.body(content: _ViewModifier_Content<Modifier>(content: content))
  }
}

/// A modifier the host applies itself: it adds attributes, environment changes or effects around the
/// content, or views next to it.
@MainActor @preconcurrency
protocol PrimitiveModifier {
  @MainActor func apply(to content: any View, into builder: inout ChildBuilder)
}

/// A modifier that only changes what its content is expanded with (an attribute, the environment): the host
/// expands a primitive content in the same node rather than in a node of its own, so a chain of such
/// modifiers costs one node. (Modifiers with effects or identities keep nodes of their own: their state is
/// per node.)
@MainActor @preconcurrency
protocol InlineModifier: PrimitiveModifier {
  @MainActor func prepare(_ builder: inout ChildBuilder)
}

extension InlineModifier {
  @MainActor func apply(to content: any View, into builder: inout ChildBuilder) {
    prepare(&builder)
    builder.add(content, key: .position(0))
  }
}

@MainActor
enum InlineModifiers {
  static func of(_ modifier: Any) -> InlineModifier? {
    if let inline = modifier as? InlineModifier { return inline }
    return (modifier as? PrimitiveModifierBox)?.modifier as? InlineModifier
  }
}

/// A modifier that only shows as an attribute on the modified view's line: `.font(.title)` renders
/// `[font: title]`. Make your own modifiers with `.attribute(_:_:)` or `AttributeModifier(name:value:)`.
nonisolated public struct AttributeModifier: InlineModifier, Equatable, Sendable {
  public let name: String
  public let value: String

  public init(name: String, value: String) {
    self.name = name
    self.value = value
  }

  @MainActor func prepare(_ builder: inout ChildBuilder) {
    let attribute = ElementAttribute(name, value)
    builder.inheritedAttributes.append(attribute)
    builder.elementAttributes.append(attribute)
  }
}

nonisolated extension View {
  /// Shows `name: value` on this view's line in the rendered tree; the way to add a modifier the host
  /// knows nothing about.
  public func attribute(_ name: String, _ value: String) -> ModifiedContent<Self, AttributeModifier> {
    modifier(AttributeModifier(name: name, value: value))
  }
}

/// What `.id(_:)` applies, by the name SwiftUI's interface gives it (preview code names it).
nonisolated public struct _IdentifiedModifier<Identifier: Hashable>: ViewModifier {
  public var identifier: Identifier
  public init(identifier: Identifier) { self.identifier = identifier }
  @MainActor public func body(content: Content) -> some View { content.id(identifier) }
}

/// The identifier Xcode's previews give views they can select, by SwiftUI's name for it.
nonisolated public struct __DesignTimeSelectionIdentifier: Hashable, Sendable {
  public let identifier: String
  public init(_ identifier: String) { self.identifier = identifier }
}
