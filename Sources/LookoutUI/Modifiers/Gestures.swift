import Foundation

/// A gesture: what a user's touches mean. The host drives taps (``ViewHost/tap(_:)``) and long presses
/// (``ViewHost/longPress(_:)``); drags, magnification and rotation are recorded, not performed.
/// A gesture of your own describes itself with `body`, as a view does.
@MainActor @preconcurrency
public protocol Gesture<Value> {
  /// What the gesture produces; a gesture of your own produces what its body does.
  associatedtype Value = Body.Value
  associatedtype Body: Gesture
  @MainActor var body: Body { get }
}

extension Never: Gesture {
  public typealias Value = Never
}

extension Gesture where Body == Never {
  /// Built-in gestures have no body.
  @MainActor public var body: Never { fatalError("\(Self.self) is a primitive gesture") }
}

/// An optional gesture: none when nil (`.gesture(isEnabled ? drag : nil)`).
extension Optional: Gesture where Wrapped: Gesture {
  public typealias Value = Wrapped.Value
  public typealias Body = Never
}

extension Optional: HostDrivenGesture where Wrapped: Gesture {
  var tapAction: (@MainActor () -> Void)? { flatMap { HostDrivenGestures.of($0)?.tapAction } }
  var longPressAction: (@MainActor () -> Void)? { flatMap { HostDrivenGestures.of($0)?.longPressAction } }
}

/// What the host can drive of a gesture: its own actions, or those of the gesture its body describes.
@MainActor
enum HostDrivenGestures {
  static func of<G: Gesture>(_ gesture: G) -> HostDrivenGesture? {
    if let driven = gesture as? HostDrivenGesture { return driven }
    if G.Body.self == Never.self { return nil }
    return of(gesture.body)
  }
}

/// What tapping or long-pressing a gesture's view runs, if anything.
@MainActor @preconcurrency
protocol HostDrivenGesture {
  var tapAction: (@MainActor () -> Void)? { get }
  var longPressAction: (@MainActor () -> Void)? { get }
}

extension HostDrivenGesture {
  var tapAction: (@MainActor () -> Void)? { nil }
  var longPressAction: (@MainActor () -> Void)? { nil }
}

nonisolated public struct TapGesture: Gesture {
  public typealias Value = Void
  public var count: Int
  public init(count: Int = 1) { self.count = count }
}

nonisolated public struct SpatialTapGesture: Gesture {
  public struct Value: Equatable, Sendable { public var location: CGPoint }
  public var count: Int
  public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) { self.count = count }
}

nonisolated public struct LongPressGesture: Gesture {
  public typealias Value = Bool
  public var minimumDuration: Double
  public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) { self.minimumDuration = minimumDuration }
}

nonisolated public struct DragGesture: Gesture {
  /// Where a drag is.
  public struct Value: Equatable, Sendable {
    public var time: Date
    public var location: CGPoint
    public var startLocation: CGPoint
    public var translation: CGSize { CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y) }
    public var velocity: CGSize
    public var predictedEndLocation: CGPoint
    public var predictedEndTranslation: CGSize { translation }
  }

  public var minimumDistance: CGFloat
  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) { self.minimumDistance = minimumDistance }
}

nonisolated public struct MagnifyGesture: Gesture {
  public struct Value: Equatable, Sendable {
    public var magnification: CGFloat
    public var velocity: CGFloat
    public var startLocation: CGPoint
  }
  public init(minimumScaleDelta: CGFloat = 0.01) {}
}

nonisolated public struct MagnificationGesture: Gesture {
  public typealias Value = CGFloat
  public init(minimumScaleDelta: CGFloat = 0.01) {}
}

nonisolated public struct RotateGesture: Gesture {
  public struct Value: Equatable, Sendable { public var rotation: Angle }
  public init(minimumAngleDelta: Angle = .degrees(1)) {}
}

nonisolated public struct RotationGesture: Gesture {
  public typealias Value = Angle
  public init(minimumAngleDelta: Angle = .degrees(1)) {}
}

/// A gesture with an action when it ends.
nonisolated public struct _EndedGesture<Content: Gesture>: Gesture, HostDrivenGesture {
  public typealias Value = Content.Value
  let content: Content
  let action: (Content.Value) -> Void

  @MainActor var tapAction: (@MainActor () -> Void)? {
    guard content is TapGesture, let action = action as? (()) -> Void else { return nil }
    let perform = UncheckedSendable(action)
    return { perform.value(()) }
  }

  @MainActor var longPressAction: (@MainActor () -> Void)? {
    guard content is LongPressGesture, let action = action as? (Bool) -> Void else { return nil }
    let perform = UncheckedSendable(action)
    return { perform.value(true) }
  }
}

/// A gesture with an action when its value changes.
nonisolated public struct _ChangedGesture<Content: Gesture>: Gesture {
  public typealias Value = Content.Value
  let content: Content
}

/// A gesture that updates a `@GestureState` while it is active.
nonisolated public struct GestureStateGesture<Content: Gesture, State>: Gesture {
  public typealias Value = Content.Value
  let content: Content
}

/// Two gestures at once, one after the other, or one instead of the other.
nonisolated public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
  public struct Value { public var first: First.Value?; public var second: Second.Value? }
}
nonisolated public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
  public enum Value { case first(First.Value), second(First.Value, Second.Value?) }
}
nonisolated public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
  public enum Value { case first(First.Value), second(Second.Value) }
}

/// A gesture whose value is mapped.
nonisolated public struct _MapGesture<Content: Gesture, Value>: Gesture {}

extension Gesture {
  public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> { _EndedGesture(content: self, action: action) }
  public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> where Value: Equatable { _ChangedGesture(content: self) }
  public func updating<State>(_ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
    GestureStateGesture(content: self)
  }
  public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> { SimultaneousGesture() }
  public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> { SequenceGesture() }
  public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> { ExclusiveGesture() }
  public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> { _MapGesture() }
}

/// Which subviews' gestures stay active.
nonisolated public struct GestureMask: OptionSet, Sendable, Hashable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let none = GestureMask([])
  public static let gesture = GestureMask(rawValue: 1)
  public static let subviews = GestureMask(rawValue: 2)
  public static let all: GestureMask = [.gesture, .subviews]
}

/// A gesture around content: not rendered (the content shows the gesture as an attribute); the host finds
/// its actions through the content's label.
nonisolated struct GestureModifier: PrimitiveModifier {
  /// The gesture's actions, worked out when the modifier is applied (a gesture's body is built on the main actor).
  let actions: @MainActor () -> (tap: (@MainActor () -> Void)?, longPress: (@MainActor () -> Void)?)

  init(tap: (@MainActor () -> Void)?, longPress: (@MainActor () -> Void)?) {
    actions = { (tap, longPress) }
  }

  init<G: Gesture>(gesture: G) {
    let gesture = UncheckedSendable(gesture)
    actions = {
      let driven = HostDrivenGestures.of(gesture.value)
      return (driven?.tapAction, driven?.longPressAction)
    }
  }

  @MainActor func apply(to content: any View, into builder: inout ChildBuilder) {
    let (tap, longPress) = actions()
    var element = Element(kind: "Gesture")
    element.isHidden = true
    element.tap = tap
    element.longPress = longPress
    builder.element = element
    builder.add(content, key: .position(0))
  }
}

extension View {
  /// Runs `action` when the view is tapped (`count` times).
  public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void)
    -> some View
  {
    attribute("onTapGesture", "\(count)").modifier(PrimitiveModifierBox.wrap(GestureModifier(tap: action, longPress: nil)))
  }

  /// Runs `action` with the tap's location (headlessly, the origin).
  public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping @MainActor (CGPoint) -> Void)
    -> some View
  {
    attribute("onTapGesture", "\(count)").modifier(PrimitiveModifierBox.wrap(GestureModifier(tap: { action(.zero) }, longPress: nil)))
  }

  /// Runs `action` when the view is pressed long enough (``ViewHost/longPress(_:)``).
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping @MainActor () -> Void,
    onPressingChanged: ((Bool) -> Void)? = nil
  ) -> some View {
    attribute("onLongPressGesture", "true").modifier(PrimitiveModifierBox.wrap(GestureModifier(tap: nil, longPress: action)))
  }

  public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
    attributedGesture("gesture", gesture)
  }
  public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
    attributedGesture("simultaneousGesture", gesture)
  }
  public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
    attributedGesture("highPriorityGesture", gesture)
  }

  private func attributedGesture<G: Gesture>(_ name: String, _ gesture: G) -> some View {
    attribute(name, ViewNode.name(of: G.self)).modifier(PrimitiveModifierBox.wrap(GestureModifier(gesture: gesture)))
  }
}
