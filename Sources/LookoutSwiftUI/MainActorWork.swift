import Dispatch
import Foundation

/// Runs main-actor work from a tracking handler, which runs on whatever thread made the change.
enum MainActorWork {
  private static let key = DispatchSpecificKey<Bool>()
  private static let marked: Bool = {
    DispatchQueue.main.setSpecific(key: key, value: true)
    return true
  }()

  /// Whether this code runs on the main queue, where the main actor runs. Asked of the queue, not of the
  /// thread: under `swift test` on Linux the main queue is drained by a thread that is not the main thread.
  static var isOnMainQueue: Bool { marked && (Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true) }

  /// Runs `work` now if this is the main actor, else on the main actor as soon as it is free.
  static func perform(_ work: @escaping @MainActor @Sendable () -> Void) {
    if isOnMainQueue {
      MainActor.assumeIsolated { work() }
    } else {
      Task { @MainActor in work() }
    }
  }
}
