import Foundation

// Keyframe animations (`keyframeAnimator`, `KeyframeTimeline`): tracks of keyframes on a value's properties.
// A timeline computes its values (linear, cubic, spring and move keyframes, each over its duration); a view's
// keyframe animator is shown at rest, with its initial value, as animations do not run headlessly.

/// The values a keyframe animation goes through, as tracks on the value's properties.
public protocol Keyframes<Value> {
  associatedtype Value = Body.Value
  associatedtype Body: Keyframes
  @KeyframesBuilder<Value> var body: Body { get }
}

/// One stretch of a track: to `target` over `duration`, along `curve` (progress in, progress out).
struct KeyframeSegment<Value> {
  let target: Value
  let duration: TimeInterval
  let curve: @Sendable (Double) -> Double
}

/// A track or tracks, resolved: how long they last and the value they make of the initial one at a time.
struct ResolvedKeyframes<Root> {
  var duration: TimeInterval
  var apply: (inout Root, TimeInterval) -> Void

  static func combining(_ all: [ResolvedKeyframes<Root>]) -> ResolvedKeyframes<Root> {
    ResolvedKeyframes(duration: all.map(\.duration).max() ?? 0) { value, time in for keyframes in all { keyframes.apply(&value, time) } }
  }
}

/// Keyframes the engine can resolve (tracks); others are resolved through their body.
protocol ResolvableKeyframes {
  /// A `ResolvedKeyframes` of the keyframes' value.
  var resolvedAny: Any { get }
}

extension Keyframes {
  func resolvedKeyframes() -> ResolvedKeyframes<Value> {
    if let resolvable = self as? any ResolvableKeyframes {
      return (resolvable.resolvedAny as? ResolvedKeyframes<Value>) ?? ResolvedKeyframes(duration: 0) { _, _ in }
    }
    return (body.resolvedKeyframes() as Any as? ResolvedKeyframes<Value>) ?? ResolvedKeyframes(duration: 0) { _, _ in }
  }
}

/// The keyframes of one property of the animated value (`KeyframeTrack(\.scale) { CubicKeyframe(1.2, duration: 0.2) }`).
// Its second generic parameter is the property's type; the keyframes' value (`Keyframes.Value`) is `Root`.
public struct KeyframeTrack<Root, TrackValue: Animatable, Content: KeyframeTrackContent>: Keyframes, ResolvableKeyframes
where Content.Value == TrackValue {
  public typealias Value = Root
  public typealias Body = Self
  let keyPath: WritableKeyPath<Root, TrackValue>
  let content: Content

  public init(_ keyPath: WritableKeyPath<Root, TrackValue>, @KeyframeTrackContentBuilder<TrackValue> content: () -> Content) {
    self.keyPath = keyPath
    self.content = content()
  }

  public var body: Self { return self }
  var resolvedAny: Any { resolved() }

  func resolved() -> ResolvedKeyframes<Root> {
    let segments = content.segments
    let keyPath = keyPath
    return ResolvedKeyframes(duration: segments.reduce(0) { $0 + $1.duration }) { root, time in
      var from = root[keyPath: keyPath]
      var start: TimeInterval = 0
      for segment in segments {
        if time < start + segment.duration, segment.duration > 0 {
          let progress = segment.curve((time - start) / segment.duration)
          from.animatableData.interpolate(towards: segment.target.animatableData, amount: progress)
          root[keyPath: keyPath] = from
          return
        }
        from = segment.target
        start += segment.duration
      }
      root[keyPath: keyPath] = from
    }
  }
}

extension KeyframeTrack where Root == TrackValue {
  public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) {
    self.init(\.self, content: content)
  }
}

/// Keyframes of one value, in order.
public protocol KeyframeTrackContent<Value> {
  associatedtype Value: Animatable = Body.Value
  associatedtype Body: KeyframeTrackContent
  @KeyframeTrackContentBuilder<Value> var body: Body { get }
}

extension KeyframeTrackContent {
  var segments: [KeyframeSegment<Value>] {
    if let primitive = self as? any PrimitiveKeyframe, let segments = primitive.keyframeSegments as? [KeyframeSegment<Value>] { return segments }
    return (body.segments as Any as? [KeyframeSegment<Value>]) ?? []
  }
}

/// A keyframe or keyframes that know their segments.
protocol PrimitiveKeyframe {
  var keyframeSegments: Any { get }
}

/// Straight to a value over a duration, along a timing curve.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframe {
  public typealias Body = Self
  let segment: KeyframeSegment<Value>
  public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
    segment = KeyframeSegment(target: to, duration: duration) { timingCurve.value(at: $0) }
  }
  public var body: Self { return self }
  var keyframeSegments: Any { [segment] }
}

/// To a value over a duration, along a smooth curve.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframe {
  public typealias Body = Self
  let segment: KeyframeSegment<Value>
  public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
    segment = KeyframeSegment(target: to, duration: duration) { UnitCurve.easeInOut.value(at: $0) }
  }
  public var body: Self { return self }
  var keyframeSegments: Any { [segment] }
}

/// To a value with a spring, over its duration (the spring's settling duration when none is given).
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframe {
  public typealias Body = Self
  let segment: KeyframeSegment<Value>
  public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
    segment = KeyframeSegment(target: to, duration: duration ?? spring.settlingDuration) { spring.progress(at: $0) }
  }
  public var body: Self { return self }
  var keyframeSegments: Any { [segment] }
}

/// Straight to a value, at once.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframe {
  public typealias Body = Self
  let segment: KeyframeSegment<Value>
  public init(_ to: Value) { segment = KeyframeSegment(target: to, duration: 0) { _ in 1 } }
  public var body: Self { return self }
  var keyframeSegments: Any { [segment] }
}

/// Keyframes written one after another.
public struct KeyframeSequence<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframe {
  public typealias Body = Self
  let all: [KeyframeSegment<Value>]
  public var body: Self { return self }
  var keyframeSegments: Any { all }
}

@resultBuilder
public enum KeyframeTrackContentBuilder<Value: Animatable> {
  public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> KeyframeSequence<Value> where K.Value == Value {
    KeyframeSequence(all: keyframe.segments)
  }
  public static func buildBlock(_ parts: KeyframeSequence<Value>...) -> KeyframeSequence<Value> { KeyframeSequence(all: parts.flatMap(\.all)) }
  public static func buildArray(_ parts: [KeyframeSequence<Value>]) -> KeyframeSequence<Value> { KeyframeSequence(all: parts.flatMap(\.all)) }
  public static func buildOptional(_ part: KeyframeSequence<Value>?) -> KeyframeSequence<Value> { part ?? KeyframeSequence(all: []) }
  public static func buildEither(first: KeyframeSequence<Value>) -> KeyframeSequence<Value> { first }
  public static func buildEither(second: KeyframeSequence<Value>) -> KeyframeSequence<Value> { second }
}

/// Tracks written one after another: they run together.
public struct KeyframeTracks<Value>: Keyframes, ResolvableKeyframes {
  public typealias Body = Self
  let all: [ResolvedKeyframes<Value>]
  public var body: Self { return self }
  var resolvedAny: Any { ResolvedKeyframes<Value>.combining(all) }
}

@resultBuilder
public enum KeyframesBuilder<Value> {
  public static func buildExpression<K: Keyframes>(_ keyframes: K) -> KeyframeTracks<Value> where K.Value == Value {
    KeyframeTracks(all: [keyframes.resolvedKeyframes()])
  }
  public static func buildExpression<K: KeyframeTrackContent>(_ keyframes: K) -> KeyframeTracks<Value> where K.Value == Value {
    KeyframeTracks(all: [KeyframeTrack(\Value.self) { keyframes }.resolved()])
  }
  public static func buildBlock(_ parts: KeyframeTracks<Value>...) -> KeyframeTracks<Value> { KeyframeTracks(all: parts.flatMap(\.all)) }
  public static func buildArray(_ parts: [KeyframeTracks<Value>]) -> KeyframeTracks<Value> { KeyframeTracks(all: parts.flatMap(\.all)) }
  public static func buildOptional(_ part: KeyframeTracks<Value>?) -> KeyframeTracks<Value> { part ?? KeyframeTracks(all: []) }
  public static func buildEither(first: KeyframeTracks<Value>) -> KeyframeTracks<Value> { first }
  public static func buildEither(second: KeyframeTracks<Value>) -> KeyframeTracks<Value> { second }
}

/// The values of keyframes over time, from an initial value.
public struct KeyframeTimeline<Value> {
  let initialValue: Value
  let keyframes: ResolvedKeyframes<Value>

  public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
    self.initialValue = initialValue
    keyframes = content().resolvedKeyframes()
  }

  public var duration: TimeInterval { keyframes.duration }
  public func value(time: Double) -> Value {
    var value = initialValue
    keyframes.apply(&value, min(max(time, 0), duration))
    return value
  }
  public func value(progress: Double) -> Value { value(time: progress * duration) }
}

extension View {
  /// Animates `content` through `keyframes`, over and over. Shown at rest: with `initialValue`.
  public func keyframeAnimator<Value>(
    initialValue: Value, repeating: Bool = true,
    @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> some View,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
  ) -> some View {
    let duration = keyframes(initialValue).resolvedKeyframes().duration
    return content(PlaceholderContentView(content: self), initialValue).attribute("keyframeAnimator", "\(duration)s")
  }

  /// Animates `content` through `keyframes` each time `trigger` changes. Shown at rest: with `initialValue`.
  public func keyframeAnimator<Value>(
    initialValue: Value, trigger: some Equatable,
    @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> some View,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
  ) -> some View {
    keyframeAnimator(initialValue: initialValue, repeating: false, content: content, keyframes: keyframes)
  }
}
