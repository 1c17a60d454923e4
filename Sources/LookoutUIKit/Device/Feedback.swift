import Foundation

/// Haptic feedback. There is no Taptic Engine headlessly: each generator keeps what it was asked to play, in
/// order, in `UIFeedbackGenerator.played`, so a test can check that a tap gave feedback.
@MainActor @preconcurrency
open class UIFeedbackGenerator: NSObject {
  nonisolated private static let lock = NSLock()
  nonisolated(unsafe) private static var log: [String] = []

  /// What generators played in this process, oldest first (`impact(medium)`, `notification(success)`, `selection`).
  nonisolated public static var played: [String] { lock.withLock { log } }
  /// Forgets what was played (between tests).
  nonisolated public static func removeAllPlayed() { lock.withLock { log.removeAll() } }

  func record(_ event: String) { Self.lock.withLock { Self.log.append(event) } }
  open func prepare() {}
}

/// Feedback for an impact.
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  public let style: FeedbackStyle
  public init(style: FeedbackStyle) { self.style = style }
  public override convenience init() { self.init(style: .medium) }
  open func impactOccurred() { record("impact(\(style))") }
  open func impactOccurred(intensity: CGFloat) { record("impact(\(style), \(intensity))") }
  open func impactOccurred(at location: CGPoint) { impactOccurred() }

  public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }
}

/// Feedback for a success, a warning or an error.
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  open func notificationOccurred(_ notificationType: FeedbackType) { record("notification(\(notificationType))") }
  public enum FeedbackType: Int, Sendable { case success, warning, error }
}

/// Feedback for a change of selection.
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  open func selectionChanged() { record("selection") }
}
