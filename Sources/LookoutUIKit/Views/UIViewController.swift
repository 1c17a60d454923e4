import Foundation

/// A view controller of UIKit's object layer: its view (made on first use), its children and what it
/// presents. Presenting and dismissing happen at once headlessly, completions included.
open class UIViewController: UIResponder {
  private var loadedView: UIView?
  open var title: String?
  open var modalPresentationStyle: UIModalPresentationStyle = .automatic
  open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
  open var isModalInPresentation = false
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
  open var preferredContentSize: CGSize = .zero
  open var additionalSafeAreaInsets: UIEdgeInsets = .zero
  open var traitCollection: UITraitCollection { .current }
  public private(set) weak var parent: UIViewController?
  public private(set) var children: [UIViewController] = []
  public private(set) var presentedViewController: UIViewController?
  public private(set) weak var presentingViewController: UIViewController?
  open var navigationController: UINavigationController? { (parent as? UINavigationController) ?? parent?.navigationController }
  open var tabBarController: UITabBarController? { (parent as? UITabBarController) ?? parent?.tabBarController }
  open var navigationItem = UINavigationItem()

  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}
  public override convenience init() { self.init(nibName: nil, bundle: nil) }
  public required init?(coder: NSCoder) {}

  /// The view, made by `loadView()` (then `viewDidLoad()`) on first use.
  open var view: UIView! {
    get {
      if let loadedView { return loadedView }
      loadView()
      if loadedView == nil { loadedView = UIView(frame: UIScreen.main.bounds) }
      viewDidLoad()
      return loadedView
    }
    set { loadedView = newValue }
  }
  open var viewIfLoaded: UIView? { loadedView }
  open var isViewLoaded: Bool { loadedView != nil }
  open func loadView() {}
  open func loadViewIfNeeded() { _ = view }
  open func viewDidLoad() {}
  open func viewWillAppear(_ animated: Bool) {}
  open func viewDidAppear(_ animated: Bool) {}
  open func viewWillDisappear(_ animated: Bool) {}
  open func viewDidDisappear(_ animated: Bool) {}
  open func viewWillLayoutSubviews() {}
  open func viewDidLayoutSubviews() {}
  open func didReceiveMemoryWarning() {}
  open func setNeedsStatusBarAppearanceUpdate() {}
  open var preferredStatusBarStyle: UIStatusBarStyle { .default }
  open var prefersStatusBarHidden: Bool { false }
  open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }

  open func addChild(_ childController: UIViewController) {
    childController.removeFromParent()
    children.append(childController)
    childController.parent = self
  }
  open func removeFromParent() {
    parent?.children.removeAll { $0 === self }
    parent = nil
  }
  open func willMove(toParent parent: UIViewController?) {}
  open func didMove(toParent parent: UIViewController?) {}

  open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
    presentedViewController = viewControllerToPresent
    viewControllerToPresent.presentingViewController = self
    completion?()
  }
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    if let presented = presentedViewController {
      presented.presentingViewController = nil
      presentedViewController = nil
    } else if let presenting = presentingViewController {
      presenting.presentedViewController = nil
      presentingViewController = nil
    }
    completion?()
  }
}

/// A navigation bar's contents for a view controller.
@MainActor @preconcurrency
open class UINavigationItem: NSObject {
  open var title: String?
  open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
  open var hidesBackButton = false
  public override init() {}
  public init(title: String) { self.title = title }
  public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never }
}

/// A stack of view controllers.
open class UINavigationController: UIViewController {
  public private(set) var viewControllers: [UIViewController] = []
  open var topViewController: UIViewController? { viewControllers.last }
  /// The top view controller, or what it presents.
  open var visibleViewController: UIViewController? { topViewController?.presentedViewController ?? topViewController }
  open var isNavigationBarHidden = false

  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    pushViewController(rootViewController, animated: false)
  }
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    viewControllers.append(viewController)
    addChild(viewController)
  }
  @discardableResult open func popViewController(animated: Bool) -> UIViewController? {
    guard viewControllers.count > 1, let last = viewControllers.popLast() else { return nil }
    last.removeFromParent()
    return last
  }
  @discardableResult open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    var popped: [UIViewController] = []
    while let controller = popViewController(animated: animated) { popped.insert(controller, at: 0) }
    return popped
  }
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    for controller in self.viewControllers { controller.removeFromParent() }
    self.viewControllers = []
    for controller in viewControllers { pushViewController(controller, animated: animated) }
  }
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
}

/// Tabs of view controllers.
open class UITabBarController: UIViewController {
  open var viewControllers: [UIViewController]? {
    didSet {
      for controller in oldValue ?? [] { controller.removeFromParent() }
      for controller in viewControllers ?? [] { addChild(controller) }
    }
  }
  open var selectedIndex = 0
  open var selectedViewController: UIViewController? { viewControllers?.indices.contains(selectedIndex) == true ? viewControllers?[selectedIndex] : nil }
}

public enum UIModalPresentationStyle: Int, Sendable {
  case fullScreen, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover, none = -1, automatic = -2
}
public enum UIModalTransitionStyle: Int, Sendable { case coverVertical, flipHorizontal, crossDissolve, partialCurl }
public enum UIStatusBarStyle: Int, Sendable { case `default`, lightContent, darkContent = 3 }
