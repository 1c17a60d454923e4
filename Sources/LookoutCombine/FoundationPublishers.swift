import Foundation

// The Foundation publishers Combine adds on Apple platforms: timers and notifications.

extension Timer {
  /// A publisher of the date every `interval` seconds on `runLoop`, once connected (`.autoconnect()`). It fires
  /// while the run loop runs: in a test, while `ViewHost.runLoop(for:)` runs.
  public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                             in mode: RunLoop.Mode, options: Never? = nil) -> TimerPublisher {
    TimerPublisher(interval: interval, runLoop: runLoop, mode: mode)
  }

  /// The timer publisher: connect it, or let it connect on first subscription.
  public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
    public typealias Output = Date
    public typealias Failure = Never

    let interval: TimeInterval
    let runLoop: RunLoop
    let mode: RunLoop.Mode
    private let subject = PassthroughSubject<Date, Never>()
    private var timer: Timer?
    private let lock = NSLock()

    init(interval: TimeInterval, runLoop: RunLoop, mode: RunLoop.Mode) {
      self.interval = interval
      self.runLoop = runLoop
      self.mode = mode
    }

    public func _deliver(to subscriber: Subscribers.Sink<Date, Never>) -> AnyCancellable { subject._deliver(to: subscriber) }

    /// Starts the timer.
    public func connect() -> Cancellable {
      lock.withLock {
        guard timer == nil else { return }
        let subject = subject
        let timer = Timer(timeInterval: interval, repeats: true) { _ in subject.send(Date()) }
        Self.loop(for: runLoop).add(timer, forMode: mode)
        self.timer = timer
      }
      return AnyCancellable { [weak self] in
        self?.lock.withLock {
          self?.timer?.invalidate()
          self?.timer = nil
        }
      }
    }

    /// Where a timer for `runLoop` is scheduled. The main run loop, asked for off the main thread (Swift
    /// Testing runs `@MainActor` tests on a thread of their own, and nothing runs the main thread's loop),
    /// is the connecting thread's: LookoutUI's `ViewHost.runLoop(for:)` runs that one, so the timer fires.
    static func loop(for runLoop: RunLoop) -> RunLoop {
      runLoop === RunLoop.main && !Thread.isMainThread ? RunLoop.current : runLoop
    }
  }
}

extension NotificationCenter {
  /// The notifications named `name` (from `object`), as they are posted.
  public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> Publisher {
    Publisher(center: self, name: name, object: object)
  }

  /// A publisher of notifications.
  public struct Publisher: LookoutCombine.Publisher, @unchecked Sendable {
    public typealias Output = Notification
    public typealias Failure = Never

    let center: NotificationCenter
    let name: Notification.Name
    let object: AnyObject?

    public func _deliver(to subscriber: Subscribers.Sink<Notification, Never>) -> AnyCancellable {
      let observer = center.addObserver(forName: name, object: object, queue: nil) { subscriber.receive($0) }
      let center = UncheckedBox(center)
      let token = UncheckedBox(observer)
      return AnyCancellable {
        center.value.removeObserver(token.value)
        subscriber.cancel()
      }
    }
  }
}

/// A value carried across a `@Sendable` boundary by hand (an observer token, a center).
struct UncheckedBox<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
