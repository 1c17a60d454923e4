import Dispatch
import Foundation

/// Whether code runs on the main queue, where the main actor's work runs. Not `Thread.isMainThread`: under
/// `swift test` on Linux the main queue is drained by another thread, so main-actor code (a test, a body)
/// runs off the main thread, and a value posted from it must still be delivered at once, as SwiftUI does.
enum MainQueue {
  private static let key = DispatchSpecificKey<Bool>()
  private static let marked: Bool = {
    DispatchQueue.main.setSpecific(key: key, value: true)
    return true
  }()

  static var isCurrent: Bool { marked && (Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true) }
}
