import Foundation

/// An animation: shown by name. Headlessly, changes apply at once; the animation is recorded, not played.
nonisolated public struct Animation: Sendable, Hashable, CustomStringConvertible {
  public let description: String

  init(description: String) { self.description = description }

  public static let `default` = Animation(description: "default")
  public static let easeIn = Animation(description: "easeIn")
  public static let easeOut = Animation(description: "easeOut")
  public static let easeInOut = Animation(description: "easeInOut")
  public static let linear = Animation(description: "linear")
  public static let spring = Animation(description: "spring")
  public static let interactiveSpring = Animation(description: "interactiveSpring")
  public static let bouncy = Animation(description: "bouncy")
  public static let snappy = Animation(description: "snappy")
  public static let smooth = Animation(description: "smooth")

  public static func easeIn(duration: TimeInterval) -> Animation { Animation(description: "easeIn(\(ContainerExpansion.number(duration)))") }
  public static func easeOut(duration: TimeInterval) -> Animation { Animation(description: "easeOut(\(ContainerExpansion.number(duration)))") }
  public static func easeInOut(duration: TimeInterval) -> Animation { Animation(description: "easeInOut(\(ContainerExpansion.number(duration)))") }
  public static func linear(duration: TimeInterval) -> Animation { Animation(description: "linear(\(ContainerExpansion.number(duration)))") }
  public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation { .spring }
  @_disfavoredOverload
  public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation { .spring }
  public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25) -> Animation {
    .interactiveSpring
  }
  public static func interpolatingSpring(stiffness: Double, damping: Double) -> Animation { Animation(description: "interpolatingSpring") }
  public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
    Animation(description: "interpolatingSpring")
  }
  public static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0) -> Animation { Animation(description: "interpolatingSpring") }
  public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation { .bouncy }
  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation { .snappy }
  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation { .smooth }
  public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35) -> Animation {
    Animation(description: "timingCurve")
  }

  public func delay(_ delay: TimeInterval) -> Animation { Animation(description: "\(description) delay \(ContainerExpansion.number(delay))") }
  public func speed(_ speed: Double) -> Animation { Animation(description: "\(description) speed \(ContainerExpansion.number(speed))") }
  public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation { Animation(description: "\(description) ×\(count)") }
  public func repeatForever(autoreverses: Bool = true) -> Animation { Animation(description: "\(description) forever") }
}

/// A transition for views that appear and disappear: shown by name.
nonisolated public struct AnyTransition: Sendable, Hashable, CustomStringConvertible {
  public let description: String

  public static let opacity = AnyTransition(description: "opacity")
  public static let scale = AnyTransition(description: "scale")
  public static let slide = AnyTransition(description: "slide")
  public static let identity = AnyTransition(description: "identity")
  public static let blurReplace = AnyTransition(description: "blurReplace")
  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition(description: "scale(\(ContainerExpansion.number(scale)))") }
  public static func move(edge: Edge) -> AnyTransition { AnyTransition(description: "move(\(edge))") }
  public static func push(from edge: Edge) -> AnyTransition { AnyTransition(description: "push(\(edge))") }
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition(description: "offset") }
  public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(description: "offset") }
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
    AnyTransition(description: "\(insertion)/\(removal)")
  }
  /// A transition made of two modifiers: `active` while the view comes and goes, `identity` once shown (the
  /// state shown headlessly, as transitions end at once).
  public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
    AnyTransition(description: "modifier(\(ViewNode.name(of: E.self)))")
  }
  public func combined(with other: AnyTransition) -> AnyTransition { AnyTransition(description: "\(description)+\(other)") }
  public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// The context of a state change: its animation.
nonisolated public struct Transaction: Sendable {
  public var animation: Animation?
  public var disablesAnimations = false
  public var isContinuous = false
  public init() {}
  public init(animation: Animation?) { self.animation = animation }
}

/// Runs `body` (its changes apply at once headlessly) and returns its result. Callable from any context, as in
/// SwiftUI.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
  try body()
}

/// Runs `body`, then `completion` (at once, headlessly).
public func withAnimation<Result>(
  _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
  _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
  defer { completion() }
  return try body()
}

/// Runs `body` in `transaction`.
@MainActor
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
  try body()
}

/// When an animation's completion runs.
nonisolated public enum AnimationCompletionCriteria: Sendable, Hashable { case logicallyComplete, removed }
