import Foundation

/// What handles events: views, view controllers, the application. Headlessly it carries the keyboard's
/// notification names and user-info keys; the host posts them (`ViewHost.showKeyboard(height:)`).
@MainActor @preconcurrency
open class UIResponder: NSObject {
  public override init() {}
  open var next: UIResponder? { nil }
  open var canBecomeFirstResponder: Bool { false }
  open var canResignFirstResponder: Bool { true }
  open var isFirstResponder: Bool { false }
  @discardableResult open func becomeFirstResponder() -> Bool { false }
  @discardableResult open func resignFirstResponder() -> Bool { true }

  nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
  nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
  nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
  nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
  nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
  nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")

  /// The keyboard's frame before and after (an `NSValue` of a `CGRect`, in screen coordinates).
  nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
  nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
  /// The animation's duration (an `NSNumber` of seconds) and curve (an `NSNumber` of a `UIView.AnimationCurve`).
  nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
  nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
  /// Whether the keyboard belongs to this app (an `NSNumber` of a `Bool`).
  nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"

  /// The user info of a keyboard notification for a keyboard `height` points tall rising from (or falling to)
  /// the bottom of the screen, as UIKit posts it.
  public static func keyboardUserInfo(height: CGFloat, showing: Bool) -> [AnyHashable: Any] {
    let screen = UIScreen.main.bounds
    let shown = CGRect(x: 0, y: screen.height - height, width: screen.width, height: height)
    let hidden = CGRect(x: 0, y: screen.height, width: screen.width, height: height)
    return [
      keyboardFrameBeginUserInfoKey: NSValue(cgRect: showing ? hidden : shown),
      keyboardFrameEndUserInfoKey: NSValue(cgRect: showing ? shown : hidden),
      keyboardAnimationDurationUserInfoKey: NSNumber(value: 0.25),
      keyboardAnimationCurveUserInfoKey: NSNumber(value: 7),
      keyboardIsLocalUserInfoKey: NSNumber(value: true),
    ]
  }
}
