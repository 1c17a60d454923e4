import Foundation

// Combine's scheduler protocol and the schedulers apps use (`DispatchQueue`, `RunLoop`, `OperationQueue`,
// `ImmediateScheduler`), so operators and libraries written against Combine's `Scheduler` compile here.

/// Combine's vocabulary for a stride: `.seconds(1)`, `.milliseconds(300)`…
public protocol SchedulerTimeIntervalConvertible {
  static func seconds(_ s: Int) -> Self
  static func seconds(_ s: Double) -> Self
  static func milliseconds(_ ms: Int) -> Self
  static func microseconds(_ us: Int) -> Self
  static func nanoseconds(_ ns: Int) -> Self
}

/// Where and when work runs: Combine's protocol.
public protocol Scheduler<SchedulerTimeType> {
  associatedtype SchedulerTimeType: Strideable where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
  associatedtype SchedulerOptions

  var now: SchedulerTimeType { get }
  var minimumTolerance: SchedulerTimeType.Stride { get }
  func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)
  func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                _ action: @escaping () -> Void)
  func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
                options: SchedulerOptions?, _ action: @escaping () -> Void) -> Cancellable
}

extension Scheduler {
  public func schedule(_ action: @escaping () -> Void) { schedule(options: nil, action) }

  public func schedule(after date: SchedulerTimeType, _ action: @escaping () -> Void) {
    schedule(after: date, tolerance: minimumTolerance, options: nil, action)
  }

  public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, _ action: @escaping () -> Void) {
    schedule(after: date, tolerance: tolerance, options: nil, action)
  }

  public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, _ action: @escaping () -> Void)
    -> Cancellable {
    schedule(after: date, interval: interval, tolerance: minimumTolerance, options: nil, action)
  }

  public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
                       _ action: @escaping () -> Void) -> Cancellable {
    schedule(after: date, interval: interval, tolerance: tolerance, options: nil, action)
  }

  /// `stride` from now: what the time operators ask for.
  func schedule(in stride: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride? = nil, options: SchedulerOptions?,
                _ action: @escaping () -> Void) {
    schedule(after: now.advanced(by: stride), tolerance: tolerance ?? minimumTolerance, options: options, action)
  }
}

/// A time interval, in seconds, for every scheduler here: `.milliseconds(300)`, `.seconds(1)`, or seconds as
/// a literal (`debounce(for: 0.5, scheduler: RunLoop.main)`). Each scheduler's `SchedulerTimeType.Stride`.
public struct SchedulerStride: Sendable, Hashable, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
  SchedulerTimeIntervalConvertible {
  public let seconds: Double

  public init(_ seconds: Double) { self.seconds = seconds }
  init(seconds: Double) { self.seconds = seconds }
  public init(floatLiteral value: Double) { seconds = value }
  public init(integerLiteral value: Int) { seconds = Double(value) }
  public init?<T: BinaryInteger>(exactly source: T) { seconds = Double(source) }

  /// The interval in seconds, as Foundation counts them.
  public var timeInterval: TimeInterval { seconds }
  public var magnitude: SchedulerStride { SchedulerStride(seconds: abs(seconds)) }

  public static func seconds(_ value: Double) -> SchedulerStride { SchedulerStride(seconds: value) }
  public static func seconds(_ value: Int) -> SchedulerStride { SchedulerStride(seconds: Double(value)) }
  public static func milliseconds(_ value: Int) -> SchedulerStride { SchedulerStride(seconds: Double(value) / 1000) }
  public static func microseconds(_ value: Int) -> SchedulerStride { SchedulerStride(seconds: Double(value) / 1_000_000) }
  public static func nanoseconds(_ value: Int) -> SchedulerStride { SchedulerStride(seconds: Double(value) / 1_000_000_000) }

  public static func < (lhs: SchedulerStride, rhs: SchedulerStride) -> Bool { lhs.seconds < rhs.seconds }
  public static func + (lhs: SchedulerStride, rhs: SchedulerStride) -> SchedulerStride { SchedulerStride(seconds: lhs.seconds + rhs.seconds) }
  public static func - (lhs: SchedulerStride, rhs: SchedulerStride) -> SchedulerStride { SchedulerStride(seconds: lhs.seconds - rhs.seconds) }
  public static func * (lhs: SchedulerStride, rhs: SchedulerStride) -> SchedulerStride { SchedulerStride(seconds: lhs.seconds * rhs.seconds) }
  public static func += (lhs: inout SchedulerStride, rhs: SchedulerStride) { lhs = lhs + rhs }
  public static func -= (lhs: inout SchedulerStride, rhs: SchedulerStride) { lhs = lhs - rhs }
  public static func *= (lhs: inout SchedulerStride, rhs: SchedulerStride) { lhs = lhs * rhs }
}

extension DispatchQueue: Scheduler {
  /// A point in time on the dispatch clock.
  public struct SchedulerTimeType: Strideable, Hashable, Sendable {
    public let dispatchTime: DispatchTime
    public init(_ time: DispatchTime) { dispatchTime = time }
    init(secondsOnClock: Double) { dispatchTime = DispatchTime(uptimeNanoseconds: UInt64(max(0, secondsOnClock) * 1e9)) }
    var secondsOnClock: Double { Double(dispatchTime.uptimeNanoseconds) / 1e9 }
    public func distance(to other: Self) -> SchedulerStride { SchedulerStride(seconds: other.secondsOnClock - secondsOnClock) }
    public func advanced(by stride: SchedulerStride) -> Self { Self(secondsOnClock: secondsOnClock + stride.seconds) }
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.dispatchTime == rhs.dispatchTime }
    public func hash(into hasher: inout Hasher) { hasher.combine(dispatchTime.uptimeNanoseconds) }
  }

  /// How the work is dispatched.
  public struct SchedulerOptions: @unchecked Sendable {
    public var qos: DispatchQoS
    public var flags: DispatchWorkItemFlags
    public var group: DispatchGroup?
    public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
      (self.qos, self.flags, self.group) = (qos, flags, group)
    }
  }

  public var now: SchedulerTimeType { SchedulerTimeType(.now()) }

  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    nonisolated(unsafe) let action = action
    async(group: options?.group, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) { action() }
  }

  public func schedule(after date: SchedulerTimeType, tolerance: SchedulerStride, options: SchedulerOptions?,
                       _ action: @escaping () -> Void) {
    nonisolated(unsafe) let action = action
    asyncAfter(deadline: date.dispatchTime, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) { action() }
  }

  public func schedule(after date: SchedulerTimeType, interval: SchedulerStride, tolerance: SchedulerStride,
                       options: SchedulerOptions?, _ action: @escaping () -> Void) -> Cancellable {
    nonisolated(unsafe) let action = action
    let timer = DispatchSource.makeTimerSource(queue: self)
    timer.schedule(deadline: date.dispatchTime, repeating: interval.seconds, leeway: .nanoseconds(Int(tolerance.seconds * 1e9)))
    timer.setEventHandler { action() }
    timer.resume()
    nonisolated(unsafe) let source = timer
    return AnyCancellable { source.cancel() }
  }
}

/// A point in time as a date: the time of `RunLoop` and `OperationQueue` (`RunLoop.SchedulerTimeType`).
public struct DateSchedulerTime: Strideable, Hashable, Sendable {
  public let date: Date
  public init(_ date: Date) { self.date = date }
  public func distance(to other: Self) -> SchedulerStride { SchedulerStride(seconds: other.date.timeIntervalSince(date)) }
  public func advanced(by stride: SchedulerStride) -> Self { Self(date.addingTimeInterval(stride.seconds)) }
}

extension Scheduler where SchedulerTimeType.Stride == SchedulerStride {
  /// The schedulers here honour any tolerance, so the least is none.
  public var minimumTolerance: SchedulerStride { .nanoseconds(0) }
}

extension Scheduler where SchedulerTimeType == DateSchedulerTime {
  /// Now, by the date.
  public var now: DateSchedulerTime { DateSchedulerTime(Date()) }
}

extension RunLoop: Scheduler {
  /// A point in time for a run loop: a date.
  public typealias SchedulerTimeType = DateSchedulerTime

  /// A run loop takes no options.
  public struct SchedulerOptions: Sendable {}


  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    nonisolated(unsafe) let action = action
    perform { action() }
  }

  public func schedule(after date: SchedulerTimeType, tolerance: SchedulerStride, options: SchedulerOptions?,
                       _ action: @escaping () -> Void) {
    nonisolated(unsafe) let action = action
    let timer = Timer(fire: date.date, interval: 0, repeats: false) { _ in action() }
    Timer.TimerPublisher.loop(for: self).add(timer, forMode: .default)
  }

  public func schedule(after date: SchedulerTimeType, interval: SchedulerStride, tolerance: SchedulerStride,
                       options: SchedulerOptions?, _ action: @escaping () -> Void) -> Cancellable {
    nonisolated(unsafe) let action = action
    let timer = Timer(fire: date.date, interval: interval.seconds, repeats: true) { _ in action() }
    timer.tolerance = tolerance.seconds
    Timer.TimerPublisher.loop(for: self).add(timer, forMode: .default)
    nonisolated(unsafe) let repeating = timer
    return AnyCancellable { repeating.invalidate() }
  }
}

extension OperationQueue: Scheduler {
  /// A point in time for an operation queue: a date.
  public typealias SchedulerTimeType = DateSchedulerTime

  /// An operation queue takes no options.
  public struct SchedulerOptions: Sendable {}


  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    nonisolated(unsafe) let action = action
    addOperation { action() }
  }

  public func schedule(after date: SchedulerTimeType, tolerance: SchedulerStride, options: SchedulerOptions?,
                       _ action: @escaping () -> Void) {
    nonisolated(unsafe) let action = action
    let delay = max(0, date.date.timeIntervalSinceNow)
    DispatchQueue.global().asyncAfter(deadline: .now() + delay) { [self] in addOperation { action() } }
  }

  public func schedule(after date: SchedulerTimeType, interval: SchedulerStride, tolerance: SchedulerStride,
                       options: SchedulerOptions?, _ action: @escaping () -> Void) -> Cancellable {
    nonisolated(unsafe) let action = action
    let queue = self
    let timer = DispatchSource.makeTimerSource(queue: .global())
    timer.schedule(deadline: .now() + max(0, date.date.timeIntervalSinceNow), repeating: interval.seconds)
    timer.setEventHandler { queue.addOperation { action() } }
    timer.resume()
    nonisolated(unsafe) let source = timer
    return AnyCancellable { source.cancel() }
  }
}

/// Runs actions at once, on the calling thread (delays and intervals are ignored).
public struct ImmediateScheduler: Scheduler, Sendable {
  /// A point in time for the immediate scheduler: a count of steps.
  public struct SchedulerTimeType: Strideable, Hashable, Sendable {
    let step: Double
    public func distance(to other: Self) -> SchedulerStride { SchedulerStride(seconds: other.step - step) }
    public func advanced(by stride: SchedulerStride) -> Self { Self(step: step + stride.seconds) }
  }
  public typealias SchedulerOptions = Never

  public static let shared = ImmediateScheduler()
  public var now: SchedulerTimeType { SchedulerTimeType(step: 0) }

  public func schedule(options: Never?, _ action: @escaping () -> Void) { action() }
  public func schedule(after date: SchedulerTimeType, tolerance: SchedulerStride, options: Never?, _ action: @escaping () -> Void) {
    action()
  }
  public func schedule(after date: SchedulerTimeType, interval: SchedulerStride, tolerance: SchedulerStride,
                       options: Never?, _ action: @escaping () -> Void) -> Cancellable {
    action()
    return AnyCancellable {}
  }
}
