/// An animation: shown by name. Headlessly, changes apply at once; the animation is recorded, not played.
public struct Animation: Sendable, Equatable, CustomStringConvertible {
  public let description: String
  public static let `default` = Animation(description: "default")
  public static let easeIn = Animation(description: "easeIn")
  public static let easeOut = Animation(description: "easeOut")
  public static let easeInOut = Animation(description: "easeInOut")
  public static let linear = Animation(description: "linear")
  public static let spring = Animation(description: "spring")
  public static let bouncy = Animation(description: "bouncy")
  public static func easeInOut(duration: Double) -> Animation { Animation(description: "easeInOut(\(ContainerExpansion.number(duration)))") }
  public static func linear(duration: Double) -> Animation { Animation(description: "linear(\(ContainerExpansion.number(duration)))") }
  public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825) -> Animation { .spring }
}

/// A transition: shown by name.
public struct AnyTransition: Sendable, Equatable, CustomStringConvertible {
  public let description: String
  public static let opacity = AnyTransition(description: "opacity")
  public static let scale = AnyTransition(description: "scale")
  public static let slide = AnyTransition(description: "slide")
  public static func move(edge: Edge) -> AnyTransition { AnyTransition(description: "move(\(edge))") }
}

/// Runs `body` (the changes it makes apply at once headlessly) and returns its result.
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
  try body()
}

extension View {
  public func animation<Value: Equatable>(_ animation: Animation?, value: Value) -> ModifiedContent<Self, AttributeModifier> {
    attribute("animation", animation?.description ?? "none")
  }

  public func transition(_ transition: AnyTransition) -> ModifiedContent<Self, AttributeModifier> {
    attribute("transition", transition.description)
  }
}
