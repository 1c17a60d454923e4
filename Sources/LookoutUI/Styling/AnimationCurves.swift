import Foundation

// The curves animations follow (`UnitCurve`, `Spring`), computed as SwiftUI's are, for keyframe timelines and
// code that asks for a curve's values.

/// A curve from (0, 0) to (1, 1): how far along an animation is at a fraction of its time.
nonisolated public struct UnitCurve: Sendable, Hashable {
  let start: UnitPoint
  let end: UnitPoint

  public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
    UnitCurve(start: startControlPoint, end: endControlPoint)
  }
  public static let linear = UnitCurve(start: UnitPoint(x: 0, y: 0), end: UnitPoint(x: 1, y: 1))
  public static let easeIn = UnitCurve(start: UnitPoint(x: 0.42, y: 0), end: UnitPoint(x: 1, y: 1))
  public static let easeOut = UnitCurve(start: UnitPoint(x: 0, y: 0), end: UnitPoint(x: 0.58, y: 1))
  public static let easeInOut = UnitCurve(start: UnitPoint(x: 0.42, y: 0), end: UnitPoint(x: 0.58, y: 1))
  public static let circularEaseIn = UnitCurve(start: UnitPoint(x: 0.6, y: 0.04), end: UnitPoint(x: 0.98, y: 0.335))
  public static let circularEaseOut = UnitCurve(start: UnitPoint(x: 0.075, y: 0.82), end: UnitPoint(x: 0.165, y: 1))
  public static let circularEaseInOut = UnitCurve(start: UnitPoint(x: 0.785, y: 0.135), end: UnitPoint(x: 0.15, y: 0.86))

  /// The curve's value at `progress` (0…1): the bezier's y where its x is `progress`.
  public func value(at progress: Double) -> Double {
    let x = min(max(progress, 0), 1)
    // Solve x(t) = progress by bisection, then read y(t).
    var low = 0.0, high = 1.0, t = x
    for _ in 0..<30 {
      let current = Self.bezier(t, Double(start.x), Double(end.x))
      if abs(current - x) < 1e-7 { break }
      if current < x { low = t } else { high = t }
      t = (low + high) / 2
    }
    return Self.bezier(t, Double(start.y), Double(end.y))
  }

  /// The rate of change at `progress`.
  public func velocity(at progress: Double) -> Double {
    let step = 1e-4
    return (value(at: min(progress + step, 1)) - value(at: max(progress - step, 0))) / (min(progress + step, 1) - max(progress - step, 0))
  }

  public var inverse: UnitCurve { UnitCurve(start: UnitPoint(x: start.y, y: start.x), end: UnitPoint(x: end.y, y: end.x)) }

  private static func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
  }
}

/// A spring, as SwiftUI describes one: by its perceptual duration and bounce, or physically.
nonisolated public struct Spring: Sendable, Hashable {
  public var duration: TimeInterval
  public var bounce: Double

  public init(duration: TimeInterval = 0.5, bounce: Double = 0) {
    self.duration = duration
    self.bounce = bounce
  }
  public init(response: Double, dampingRatio: Double) {
    duration = response
    bounce = 1 - dampingRatio
  }
  public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
    duration = 2 * .pi * (mass / stiffness).squareRoot()
    bounce = 1 - damping / (2 * (stiffness * mass).squareRoot())
  }
  public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
    duration = settlingDuration * dampingRatio * 2 * .pi / -log(epsilon)
    bounce = 1 - dampingRatio
  }

  public static let smooth = Spring(duration: 0.5, bounce: 0)
  public static let snappy = Spring(duration: 0.5, bounce: 0.15)
  public static let bouncy = Spring(duration: 0.5, bounce: 0.3)
  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: extraBounce) }
  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: 0.15 + extraBounce) }
  public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: 0.3 + extraBounce) }

  public var response: Double { duration }
  public var dampingRatio: Double { 1 - bounce }
  public var mass: Double { 1 }
  public var stiffness: Double { pow(2 * .pi / duration, 2) }
  public var damping: Double { 4 * .pi * dampingRatio / duration }
  /// How long the spring takes to come within 0.1% of its target.
  public var settlingDuration: TimeInterval { duration / (2 * .pi) * -log(0.001) / max(dampingRatio, 0.01) }

  /// How far from 0 to 1 the spring has moved after `time` seconds (underdamped, critically or overdamped).
  public func value(target: Double, initialVelocity: Double = 0, time: TimeInterval) -> Double { target * progress(time: time) }

  func progress(time: TimeInterval) -> Double {
    let omega = 2 * .pi / duration
    let zeta = dampingRatio
    if zeta < 1 {
      let damped = omega * (1 - zeta * zeta).squareRoot()
      return 1 - exp(-zeta * omega * time) * (cos(damped * time) + zeta * omega / damped * sin(damped * time))
    }
    return 1 - exp(-omega * time) * (1 + omega * time)
  }

  /// Progress at a fraction of the keyframe's time, ending at the target.
  func progress(at fraction: Double) -> Double {
    fraction >= 1 ? 1 : progress(time: fraction * settlingDuration)
  }
}

// Values animations interpolate, as SwiftUI declares them.
extension Double: Animatable {}
extension Float: Animatable {}
extension CGFloat: Animatable {}

extension CGPoint: Animatable {
  public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(x, y) }
    set { (x, y) = (newValue.first, newValue.second) }
  }
}

extension CGSize: Animatable {
  public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(width, height) }
    set { (width, height) = (newValue.first, newValue.second) }
  }
}

extension CGRect: Animatable {
  public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
    get { AnimatablePair(origin.animatableData, size.animatableData) }
    set { (origin.animatableData, size.animatableData) = (newValue.first, newValue.second) }
  }
}
