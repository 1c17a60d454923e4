import Foundation

/// The size and coordinates of a `GeometryReader`'s container. Headlessly there is no layout: the size is the
/// host's screen (an iPhone's, 393 × 852 points, unless the environment's `screenSize` says otherwise).
nonisolated public struct GeometryProxy: Sendable {
  public let size: CGSize
  public var safeAreaInsets: EdgeInsets { EdgeInsets() }
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { CGRect(origin: .zero, size: size) }
  public func bounds(of coordinateSpace: CoordinateSpace) -> CGRect? { CGRect(origin: .zero, size: size) }

  static let screen = GeometryProxy(size: CGSize(width: 393, height: 852))
}

/// A view whose content gets its container's geometry. The content closure is evaluated as its own scope:
/// what it reads updates it, not the view around it.
nonisolated public struct GeometryReader<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let content: (GeometryProxy) -> Content

  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

  @MainActor func expand(into builder: inout ChildBuilder) {
    builder.element = Element(kind: "GeometryReader")
    builder.inheritedAttributes = []
    let proxy = GeometryProxy(size: builder.environment.screenSize)
    builder.add(ClosureContent(name: "GeometryReader") { content(proxy) }, key: .position(0))
  }
}

/// A closure's content evaluated as a body of its own (`GeometryReader`, `ScrollViewReader`, `TimelineView`),
/// like a `ForEach` row: rebuilt with its parent without a report of its own, updated alone when what it read
/// changes.
nonisolated struct ClosureContent<Content: View>: View, RowContent, TransparentView {
  let name: String
  let make: () -> Content
  @MainActor var body: Content { make() }
}

private struct ScreenSizeKey: EnvironmentKey { static let defaultValue = CGSize(width: 393, height: 852) }

extension EnvironmentValues {
  /// The size `GeometryReader`s report (an iPhone's screen by default).
  public var screenSize: CGSize { get { self[ScreenSizeKey.self] } set { self[ScreenSizeKey.self] = newValue } }
}

/// Scrolls a scroll view to a view by its id: ``ViewHost/scrollTargets`` records where.
public struct ScrollViewProxy {
  let record: @MainActor (AnyHashable) -> Void
  /// Callable from any context, as in SwiftUI; recorded on the main actor.
  public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
    let target = UncheckedSendable(AnyHashable(id))
    let call = UncheckedSendable({ [record] in record(target.value) } as @MainActor () -> Void)
    if MainQueue.isCurrent {
      MainActor.assumeIsolated { call.value() }
    } else {
      DispatchQueue.main.async { call.value() }
    }
  }
}

/// A view whose content can scroll its scroll views by id.
nonisolated public struct ScrollViewReader<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let content: (ScrollViewProxy) -> Content

  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }

  @MainActor func expand(into builder: inout ChildBuilder) {
    let proxy = ScrollViewProxy(record: builder.environment.scrollRecorder)
    builder.add(ClosureContent(name: "ScrollViewReader") { content(proxy) }, key: .position(0))
  }
}

private struct ScrollRecorderKey: EnvironmentKey { static let defaultValue: @MainActor (AnyHashable) -> Void = { _ in } }

extension EnvironmentValues {
  var scrollRecorder: @MainActor (AnyHashable) -> Void {
    get { self[ScrollRecorderKey.self] }
    set { self[ScrollRecorderKey.self] = newValue }
  }
}

/// When a `TimelineView` updates.
public protocol TimelineSchedule: Sendable {}
nonisolated public struct PeriodicTimelineSchedule: TimelineSchedule { public init(from startDate: Date, by interval: TimeInterval) {} }
nonisolated public struct EveryMinuteTimelineSchedule: TimelineSchedule { public init() {} }
nonisolated public struct AnimationTimelineSchedule: TimelineSchedule { public init(minimumInterval: Double? = nil, paused: Bool = false) {} }
nonisolated public struct ExplicitTimelineSchedule<Entries: Sequence & Sendable>: TimelineSchedule where Entries.Element == Date {
  public init(_ dates: Entries) {}
}
extension TimelineSchedule where Self == PeriodicTimelineSchedule {
  public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule { .init(from: startDate, by: interval) }
}
extension TimelineSchedule where Self == EveryMinuteTimelineSchedule { public static var everyMinute: EveryMinuteTimelineSchedule { .init() } }
extension TimelineSchedule where Self == AnimationTimelineSchedule {
  public static var animation: AnimationTimelineSchedule { .init() }
  public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule { .init(minimumInterval: minimumInterval, paused: paused) }
}
extension TimelineSchedule {
  public static func explicit<S: Sequence & Sendable>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> { .init(dates) }
}

/// A view updated on a schedule; headlessly its content is evaluated for the moment it is mounted.
nonisolated public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View, PrimitiveView {
  public typealias Body = Never
  public typealias Context = TimelineViewDefaultContext
  let content: (Context) -> Content

  public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) { self.content = content }

  @MainActor func expand(into builder: inout ChildBuilder) {
    builder.element = Element(kind: "TimelineView")
    let context = Context(date: Date(), cadence: .live)
    builder.add(ClosureContent(name: "TimelineView") { content(context) }, key: .position(0))
  }
}

/// What a `TimelineView`'s content gets: the date it is shown for.
public struct TimelineViewDefaultContext {
  public let date: Date
  public let cadence: Cadence
  public enum Cadence: Sendable, Comparable { case live, seconds, minutes }
}

/// How far an `AsyncImage` has loaded. Headlessly nothing is downloaded: it stays `.empty`.
public enum AsyncImagePhase {
  case empty
  case success(Image)
  case failure(any Error)

  public var image: Image? { if case .success(let image) = self { image } else { nil } }
  public var error: (any Error)? { if case .failure(let error) = self { error } else { nil } }
}

/// An image loaded from a URL: rendered as `AsyncImage "url"` with its placeholder (or its empty phase).
nonisolated public struct AsyncImage<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let url: URL?
  let content: any View

  public init(url: URL?, scale: CGFloat = 1) where Content == Image {
    self.url = url
    content = EmptyView()
  }

  public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I, @ViewBuilder placeholder: @escaping () -> P)
  where Content == _ConditionalContent<I, P> {
    self.url = url
    self.content = placeholder()
  }

  public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(), @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
    self.url = url
    self.content = content(.empty)
  }

  @MainActor func expand(into builder: inout ChildBuilder) {
    builder.element = Element(kind: "AsyncImage", label: url?.absoluteString)
    builder.add(content, key: .position(0))
  }
}
