/// A one-shot tracking that has not fired yet. Cancel it when what it tracked no longer matters (a view
/// evaluated again, with new dependencies): it will not fire, and its closure is released at once.
public struct PendingTracking: Sendable {
  private let observer: OneShotObserver?

  init(_ observer: OneShotObserver?) { self.observer = observer }

  /// Whether the tracking is still waiting for its first event.
  public var isPending: Bool { observer.map { !$0.isFinished } ?? false }

  /// Stops the tracking. Calling it after it fired does nothing.
  public func cancel() { observer?.cancel() }
}

/// ``withTracking(options:_:onChange:)`` that also returns the installed tracking, so it can be cancelled.
/// The tracking is not pending when `apply` read nothing.
public func withCancellableTracking<Result, Failure: Error>(
  options: TrackingOptions = .willSet,
  _ apply: () throws(Failure) -> Result,
  onChange: @escaping @Sendable (TrackingEvent) -> Void
) throws(Failure) -> (result: Result, tracking: PendingTracking) {
  let (result, reads) = try recordingReads(apply)
  guard !reads.isEmpty else { return (result, PendingTracking(nil)) }
  let observer = OneShotObserver.install(reads[...], options: options, handler: .event(onChange))
  return (result, PendingTracking(observer))
}
