import Foundation

/// A window: the root view controller a scene shows. `makeKeyAndVisible()` makes it its scene's key window.
open class UIWindow: UIView {
  open var rootViewController: UIViewController?
  open weak var windowScene: UIWindowScene? {
    didSet {
      oldValue?.windows.removeAll { $0 === self }
      windowScene?.windows.append(self)
    }
  }
  public private(set) var isKeyWindow = false
  open var windowLevel: UIWindow.Level = .normal

  public override init(frame: CGRect) { super.init(frame: frame) }
  public init(windowScene: UIWindowScene) {
    super.init(frame: UIScreen.main.bounds)
    self.windowScene = windowScene
    windowScene.windows.append(self)
  }
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  open func makeKeyAndVisible() {
    isHidden = false
    makeKey()
  }
  open func makeKey() {
    for window in windowScene?.windows ?? [] { window.isKeyWindow = false }
    isKeyWindow = true
  }

  /// A window's level.
  public struct Level: RawRepresentable, Hashable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
    public static let normal = Level(0)
    public static let statusBar = Level(1000)
    public static let alert = Level(2000)
  }
}
