import Foundation

/// The application, AppKit's: active, headlessly; `terminate` and `activate` are recorded, not performed.
@MainActor @preconcurrency
open class NSApplication: NSResponder {
  private static let sharedApplication = NSApplication()
  open class var shared: NSApplication { sharedApplication }

  open weak var delegate: (any NSApplicationDelegate)?
  open var isActive: Bool { true }
  open var appearance: NSAppearance?
  open var effectiveAppearance: NSAppearance { appearance ?? .currentDrawing() }
  open var windows: [NSWindow] = []
  open var keyWindow: NSWindow? { windows.first { $0.isKeyWindow } }
  open var mainWindow: NSWindow? { keyWindow }
  open var mainMenu: AnyObject?
  /// Whether `terminate(_:)` was called.
  public private(set) var terminateRequested = false
  public private(set) var activationPolicyValue: ActivationPolicy = .regular

  open func terminate(_ sender: Any?) { terminateRequested = true }
  open func activate(ignoringOtherApps flag: Bool) {}
  open func activate() {}
  open func hide(_ sender: Any?) {}
  @discardableResult open func setActivationPolicy(_ activationPolicy: ActivationPolicy) -> Bool {
    activationPolicyValue = activationPolicy
    return true
  }
  open func activationPolicy() -> ActivationPolicy { activationPolicyValue }
  open func requestUserAttention(_ requestType: RequestUserAttentionType) -> Int { 0 }

  public enum ActivationPolicy: Int, Sendable { case regular, accessory, prohibited }
  public enum RequestUserAttentionType: UInt, Sendable { case criticalRequest = 0, informationalRequest = 10 }

  nonisolated public static let didBecomeActiveNotification = Notification.Name("NSApplicationDidBecomeActiveNotification")
  nonisolated public static let didResignActiveNotification = Notification.Name("NSApplicationDidResignActiveNotification")
  nonisolated public static let willTerminateNotification = Notification.Name("NSApplicationWillTerminateNotification")
  nonisolated public static let didFinishLaunchingNotification = Notification.Name("NSApplicationDidFinishLaunchingNotification")
}

/// AppKit's global application.
@MainActor public var NSApp: NSApplication! { NSApplication.shared }

/// The application's delegate. Every method is optional.
@MainActor @preconcurrency
public protocol NSApplicationDelegate: AnyObject {
  func applicationDidFinishLaunching(_ notification: Notification)
  func applicationWillTerminate(_ notification: Notification)
  func applicationShouldTerminateAfterLastWindowClosed(_ sender: NSApplication) -> Bool
  func applicationDidBecomeActive(_ notification: Notification)
}

extension NSApplicationDelegate {
  public func applicationDidFinishLaunching(_ notification: Notification) {}
  public func applicationWillTerminate(_ notification: Notification) {}
  public func applicationShouldTerminateAfterLastWindowClosed(_ sender: NSApplication) -> Bool { false }
  public func applicationDidBecomeActive(_ notification: Notification) {}
}

/// The workspace: `open(_:)` keeps the URL in `openedURLs` rather than launching anything.
@MainActor @preconcurrency
open class NSWorkspace: NSObject {
  private static let sharedWorkspace = NSWorkspace()
  open class var shared: NSWorkspace { sharedWorkspace }
  public private(set) var openedURLs: [URL] = []
  @discardableResult open func open(_ url: URL) -> Bool {
    openedURLs.append(url)
    return true
  }
  open func activateFileViewerSelecting(_ fileURLs: [URL]) { openedURLs += fileURLs }
}

/// The pasteboard, AppKit's: in memory, headlessly.
@MainActor @preconcurrency
open class NSPasteboard: NSObject {
  private static let generalPasteboard = NSPasteboard()
  open class var general: NSPasteboard { generalPasteboard }
  private var contents: [PasteboardType: String] = [:]
  public private(set) var changeCount = 0

  @discardableResult open func clearContents() -> Int {
    contents = [:]
    changeCount += 1
    return changeCount
  }
  @discardableResult open func setString(_ string: String, forType dataType: PasteboardType) -> Bool {
    contents[dataType] = string
    changeCount += 1
    return true
  }
  open func string(forType dataType: PasteboardType) -> String? { contents[dataType] }
  open var types: [PasteboardType]? { Array(contents.keys) }

  /// A kind of pasteboard data.
  public struct PasteboardType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let string = PasteboardType("public.utf8-plain-text")
    public static let URL = PasteboardType("public.url")
    public static let fileURL = PasteboardType("public.file-url")
    public static let png = PasteboardType("public.png")
    public static let tiff = PasteboardType("public.tiff")
    public static let rtf = PasteboardType("public.rtf")
    public static let html = PasteboardType("public.html")
    public static let color = PasteboardType("com.apple.cocoa.pasteboard.color")
  }
}
