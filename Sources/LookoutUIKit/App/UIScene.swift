import Foundation

/// A scene: one instance of the app's interface. A host that mounts a scene delegate makes one and connects it.
open class UIScene: UIResponder {
  public let session: UISceneSession
  open var delegate: (any UISceneDelegate)?
  open var activationState: ActivationState = .foregroundActive
  open var title: String?

  public required init(session: UISceneSession, connectionOptions: ConnectionOptions) { self.session = session }

  public enum ActivationState: Int, Sendable { case unattached = -1, foregroundActive, foregroundInactive, background }

  /// What the scene was connected with (URLs, shortcut items): nothing, headlessly.
  @MainActor @preconcurrency
  open class ConnectionOptions: NSObject {
    public override init() {}
    open var urlContexts: Set<UIOpenURLContext> { [] }
    open var sourceApplication: String? { nil }
  }

  /// Options of a scene activation request.
  @MainActor @preconcurrency
  open class ActivationRequestOptions: NSObject {}

  nonisolated public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
  nonisolated public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
  nonisolated public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
  nonisolated public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
  nonisolated public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
  nonisolated public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")
}

/// A URL a scene was asked to open.
@MainActor @preconcurrency
open class UIOpenURLContext: NSObject {
  public let url: URL
  public init(url: URL) { self.url = url }
}

/// A scene with windows.
open class UIWindowScene: UIScene {
  public internal(set) var windows: [UIWindow] = []
  open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }
  open var screen: UIScreen { .main }
  open var traitCollection: UITraitCollection { .current }
  open var interfaceOrientation: UIInterfaceOrientation { .portrait }
  open var statusBarManager: UIStatusBarManager? { UIStatusBarManager() }
}

/// A scene's saved state and role.
@MainActor @preconcurrency
open class UISceneSession: NSObject {
  public let role: Role
  public let persistentIdentifier = UUID().uuidString
  open var configuration: UISceneConfiguration
  open var userInfo: [String: Any]?
  open weak var scene: UIScene?

  public init(role: Role) {
    self.role = role
    configuration = UISceneConfiguration(name: nil, sessionRole: role)
  }

  /// What a scene is for.
  public struct Role: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    public static let windowExternalDisplayNonInteractive = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
  }
}

/// How a scene is made: its name, class and delegate class.
@MainActor @preconcurrency
open class UISceneConfiguration: NSObject {
  public let name: String?
  public let role: UISceneSession.Role
  open var delegateClass: AnyClass?
  open var sceneClass: AnyClass?
  public init(name: String?, sessionRole: UISceneSession.Role) {
    self.name = name
    role = sessionRole
  }
}

/// A scene's delegate: connecting, activating, backgrounding. Every method is optional.
@MainActor @preconcurrency
public protocol UISceneDelegate: AnyObject {
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
  func sceneDidDisconnect(_ scene: UIScene)
  func sceneDidBecomeActive(_ scene: UIScene)
  func sceneWillResignActive(_ scene: UIScene)
  func sceneWillEnterForeground(_ scene: UIScene)
  func sceneDidEnterBackground(_ scene: UIScene)
  func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
}

extension UISceneDelegate {
  public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
  public func sceneDidDisconnect(_ scene: UIScene) {}
  public func sceneDidBecomeActive(_ scene: UIScene) {}
  public func sceneWillResignActive(_ scene: UIScene) {}
  public func sceneWillEnterForeground(_ scene: UIScene) {}
  public func sceneDidEnterBackground(_ scene: UIScene) {}
  public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
}

/// A window scene's delegate, which owns its window.
@MainActor @preconcurrency
public protocol UIWindowSceneDelegate: UISceneDelegate {
  var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
  public var window: UIWindow? {
    get { nil }
    set {}
  }
}

extension UIApplication {
  /// Connects a new window scene to `delegate`, as iOS does at launch: the delegate's
  /// `scene(_:willConnectTo:options:)` runs, then `sceneDidBecomeActive`. Returns the scene.
  @discardableResult
  public func connectScene(delegate: any UIWindowSceneDelegate) -> UIWindowScene {
    let session = UISceneSession(role: .windowApplication)
    let scene = UIWindowScene(session: session, connectionOptions: UIScene.ConnectionOptions())
    session.scene = scene
    scene.delegate = delegate
    connectedScenes.insert(scene)
    delegate.scene(scene, willConnectTo: session, options: UIScene.ConnectionOptions())
    delegate.sceneWillEnterForeground(scene)
    delegate.sceneDidBecomeActive(scene)
    return scene
  }
}

/// The status bar of a window scene.
@MainActor @preconcurrency
open class UIStatusBarManager: NSObject {
  open var statusBarFrame: CGRect { CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 54) }
  open var isStatusBarHidden: Bool { false }
  open var statusBarStyle: UIStatusBarStyle { .default }
}
