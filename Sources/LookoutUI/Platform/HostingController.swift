import Foundation

/// A UIKit view controller that shows a SwiftUI view (`UIHostingController(rootView: ContentView())`), as in
/// apps whose scene delegate or app delegate builds the window. Mount what it shows with
/// `ViewHost(rootViewController:)` or `ViewHost(sceneDelegate:)`.
open class UIHostingController<Content: View>: UIViewController, HostedRoot {
  public var rootView: Content
  public var sizingOptions: UIHostingControllerSizingOptions = []
  public var safeAreaRegions: SafeAreaRegions = .all

  public init(rootView: Content) {
    self.rootView = rootView
    super.init(nibName: nil, bundle: nil)
  }
  public init?(coder aDecoder: NSCoder, rootView: Content) {
    self.rootView = rootView
    super.init(nibName: nil, bundle: nil)
  }
  /// There is no root view to decode a hosting controller with.
  public required init?(coder aDecoder: NSCoder) { nil }

  /// The size the root view fits in `size`: an estimate (see `LayoutSubview.sizeThatFits`), headlessly.
  public func sizeThatFits(in size: CGSize) -> CGSize {
    let host = ViewHost(rootView)
    return host.graph.root.map { SizeModel.of($0).size(for: ProposedViewSize(size)) } ?? .zero
  }

  var hostedView: any View { rootView }
}

/// What a hosting controller shows.
@MainActor
protocol HostedRoot: AnyObject {
  var hostedView: any View { get }
}

/// How a hosting controller sizes its view.
nonisolated public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1)
  public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 2)
}

extension ViewHost {
  /// Mounts the SwiftUI view `controller` shows: its own if it is a `UIHostingController`, else the first one
  /// found among its children and what it presents (a navigation controller's root, a tab's).
  public convenience init(rootViewController controller: UIViewController, xcode: Int = 26) throws {
    guard let root = Self.hostedView(in: controller) else {
      throw PlatformHostError("\(Swift.type(of: controller)) shows no SwiftUI view: no UIHostingController in it, its children or what it presents")
    }
    self.init(root, xcode: xcode)
  }

  /// Mounts what a scene delegate shows, as iOS launches it: connects a window scene to `sceneDelegate`
  /// (`scene(_:willConnectTo:options:)`, then `sceneDidBecomeActive`) and mounts the SwiftUI view of the window it
  /// made key (or its `window`).
  public convenience init(sceneDelegate: some UIWindowSceneDelegate, xcode: Int = 26) throws {
    let scene = UIApplication.shared.connectScene(delegate: sceneDelegate)
    guard let controller = (scene.keyWindow ?? sceneDelegate.window ?? scene.windows.first)?.rootViewController else {
      throw PlatformHostError("\(Swift.type(of: sceneDelegate)) connected a scene but made no window with a root view controller")
    }
    try self.init(rootViewController: controller, xcode: xcode)
  }

  /// Mounts what an app delegate shows, as iOS launches it: `application(_:didFinishLaunchingWithOptions:)`, then the
  /// SwiftUI view of the delegate's `window`.
  public convenience init(appDelegate: some UIApplicationDelegate, xcode: Int = 26) throws {
    UIApplication.shared.delegate = appDelegate
    _ = appDelegate.application(UIApplication.shared, willFinishLaunchingWithOptions: nil)
    _ = appDelegate.application(UIApplication.shared, didFinishLaunchingWithOptions: nil)
    guard let controller = appDelegate.window?.rootViewController else {
      throw PlatformHostError("\(Swift.type(of: appDelegate)) launched without a window with a root view controller; mount its scene delegate with ViewHost(sceneDelegate:)")
    }
    try self.init(rootViewController: controller, xcode: xcode)
  }

  private static func hostedView(in controller: UIViewController) -> (any View)? {
    if let hosting = controller as? HostedRoot { return hosting.hostedView }
    for child in controller.children { if let view = hostedView(in: child) { return view } }
    return controller.presentedViewController.flatMap(hostedView)
  }
}

/// A UIKit app that cannot be mounted, and why.
nonisolated public struct PlatformHostError: Error, CustomStringConvertible {
  public let description: String
  init(_ description: String) { self.description = description }
}
