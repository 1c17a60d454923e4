import Foundation

/// A value that animations interpolate: it can be added, subtracted and scaled.
public protocol VectorArithmetic: AdditiveArithmetic {
  mutating func scale(by rhs: Double)
  var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
  /// The value scaled by `rhs`.
  public func scaled(by rhs: Double) -> Self {
    var value = self
    value.scale(by: rhs)
    return value
  }
  /// The value `amount` of the way to `other`.
  public mutating func interpolate(towards other: Self, amount: Double) {
    var difference = other - self
    difference.scale(by: amount)
    self += difference
  }
  public func interpolated(towards other: Self, amount: Double) -> Self {
    var value = self
    value.interpolate(towards: other, amount: amount)
    return value
  }
}

extension Double: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= rhs }
  public var magnitudeSquared: Double { self * self }
}
extension Float: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= Float(rhs) }
  public var magnitudeSquared: Double { Double(self * self) }
}
extension CGFloat: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
  public var magnitudeSquared: Double { Double(self * self) }
}

/// Nothing to animate.
nonisolated public struct EmptyAnimatableData: VectorArithmetic, Sendable {
  public init() {}
  public static let zero = EmptyAnimatableData()
  public static func + (lhs: Self, rhs: Self) -> Self { lhs }
  public static func - (lhs: Self, rhs: Self) -> Self { lhs }
  public mutating func scale(by rhs: Double) {}
  public var magnitudeSquared: Double { 0 }
}

/// Two animatable values, animated together.
nonisolated public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
  public var first: First
  public var second: Second
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }
  public static var zero: Self { Self(.zero, .zero) }
  public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.first + rhs.first, lhs.second + rhs.second) }
  public static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.first - rhs.first, lhs.second - rhs.second) }
  public mutating func scale(by rhs: Double) {
    first.scale(by: rhs)
    second.scale(by: rhs)
  }
  public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}

/// A type whose `animatableData` animations interpolate (shapes, modifiers, layouts). Headlessly animations do
/// not run: the end value is set at once, as Documentation/lookoutui.md says.
public protocol Animatable {
  associatedtype AnimatableData: VectorArithmetic
  var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
  public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}

extension Animatable where Self: VectorArithmetic {
  public var animatableData: Self {
    get { self }
    set { self = newValue }
  }
}

/// A modifier whose `animatableData` animations interpolate (deprecated in SwiftUI for `Animatable` and
/// `ViewModifier` together).
public protocol AnimatableModifier: Animatable, ViewModifier {}

/// A modifier that moves, scales or rotates its content by a transform: rendered as the content with the
/// effect's name (`geometryEffect: Shake`).
public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
  func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
  @MainActor public func body(content: Content) -> Never { fatalError("\(Self.self) is applied by the host") }
}

/// A 3 × 3 projective transform.
nonisolated public struct ProjectionTransform: Equatable, Sendable {
  public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
  public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
  public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

  public init() {}
  public init(_ m: CGAffineTransform) {
    (m11, m12, m21, m22, m31, m32) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
  }
  public var isIdentity: Bool { self == ProjectionTransform() }
  public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }
  public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
    var m = ProjectionTransform()
    m.m11 = m11 * rhs.m11 + m12 * rhs.m21 + m13 * rhs.m31
    m.m12 = m11 * rhs.m12 + m12 * rhs.m22 + m13 * rhs.m32
    m.m13 = m11 * rhs.m13 + m12 * rhs.m23 + m13 * rhs.m33
    m.m21 = m21 * rhs.m11 + m22 * rhs.m21 + m23 * rhs.m31
    m.m22 = m21 * rhs.m12 + m22 * rhs.m22 + m23 * rhs.m32
    m.m23 = m21 * rhs.m13 + m22 * rhs.m23 + m23 * rhs.m33
    m.m31 = m31 * rhs.m11 + m32 * rhs.m21 + m33 * rhs.m31
    m.m32 = m31 * rhs.m12 + m32 * rhs.m22 + m33 * rhs.m32
    m.m33 = m31 * rhs.m13 + m32 * rhs.m23 + m33 * rhs.m33
    return m
  }
}
