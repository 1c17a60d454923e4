#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Foundation
import Glibc
#elseif canImport(Musl)
import Foundation
import Musl
#endif

/// Where the bridge asks the system which thread it is on: the main actor runs on the main thread on Apple
/// platforms; elsewhere on the main thread or the main queue (under `swift test` on Linux a thread that is
/// not the main thread drains the main queue).
enum Platform {
  /// Whether this code runs on the main actor's thread or queue.
  static var isOnMainActor: Bool {
    #if canImport(Darwin)
    return pthread_main_np() != 0
    #else
    return Thread.isMainThread || MainQueueMark.isCurrent
    #endif
  }
}

#if !canImport(Darwin)
/// The main queue, marked so that code can ask whether it runs on it.
private enum MainQueueMark {
  static let key = DispatchSpecificKey<Bool>()
  static let marked: Bool = {
    DispatchQueue.main.setSpecific(key: key, value: true)
    return true
  }()

  static var isCurrent: Bool { marked && DispatchQueue.getSpecific(key: key) == true }
}
#endif

/// Runs main-actor work from a tracking handler, which runs on whatever thread made the change: now when
/// that is the main actor, else on the main actor as soon as it is free.
enum MainActorWork {
  static func perform(_ work: @escaping @MainActor @Sendable () -> Void) {
    if Platform.isOnMainActor {
      MainActor.assumeIsolated { work() }
    } else {
      Task { @MainActor in work() }
    }
  }
}
