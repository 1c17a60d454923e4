import Foundation

/// An app's UIKit delegate, for an `App` (`@UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate`).
/// Without the Objective-C runtime a class cannot be made from its type: the delegate is the one the host was
/// given (`ViewHost(app:appDelegate:)`, which launches it as iOS does), or `UIApplication.shared.delegate`.
@propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate>: DynamicProperty {
  public init(_ delegateType: DelegateType.Type = DelegateType.self) {}

  @MainActor public var wrappedValue: DelegateType {
    guard let delegate = UIApplication.shared.delegate as? DelegateType else {
      fatalError("""
        No \(DelegateType.self) to adapt: a class cannot be made from its type without the Objective-C runtime. \
        Mount the app with ViewHost(app:appDelegate: \(DelegateType.self)()), or set UIApplication.shared.delegate first.
        """)
    }
    return delegate
  }
}

extension UIApplicationDelegateAdaptor where DelegateType: ObservableObject {
  @MainActor public var projectedValue: ObservedObject<DelegateType>.Wrapper { ObservedObject(wrappedValue: wrappedValue).projectedValue }
}

/// An app's AppKit delegate, for an `App`: as ``UIApplicationDelegateAdaptor``, with `NSApplication.shared.delegate`.
@propertyWrapper
public struct NSApplicationDelegateAdaptor<DelegateType: NSObject & NSApplicationDelegate>: DynamicProperty {
  public init(_ delegateType: DelegateType.Type = DelegateType.self) {}

  @MainActor public var wrappedValue: DelegateType {
    guard let delegate = NSApplication.shared.delegate as? DelegateType else {
      fatalError("""
        No \(DelegateType.self) to adapt: a class cannot be made from its type without the Objective-C runtime. \
        Mount the app with ViewHost(app:appDelegate: \(DelegateType.self)()), or set NSApplication.shared.delegate first.
        """)
    }
    return delegate
  }
}

extension ViewHost {
  /// Mounts `app` with `appDelegate` as its UIKit delegate (what its `@UIApplicationDelegateAdaptor` gives), launched
  /// first as iOS launches it: `willFinishLaunching`, then `didFinishLaunching`.
  public convenience init<Application: App, Delegate: NSObject & UIApplicationDelegate>(app: Application, appDelegate: Delegate, xcode: Int = 26) {
    UIApplication.shared.delegate = appDelegate
    _ = appDelegate.application(UIApplication.shared, willFinishLaunchingWithOptions: nil)
    _ = appDelegate.application(UIApplication.shared, didFinishLaunchingWithOptions: nil)
    self.init(app: app, xcode: xcode)
  }

  /// Mounts `app` with `appDelegate` as its AppKit delegate, launched first (`applicationDidFinishLaunching`).
  public convenience init<Application: App, Delegate: NSObject & NSApplicationDelegate>(app: Application, appDelegate: Delegate, xcode: Int = 26) {
    NSApplication.shared.delegate = appDelegate
    appDelegate.applicationDidFinishLaunching(Notification(name: NSApplication.didFinishLaunchingNotification))
    self.init(app: app, xcode: xcode)
  }
}
