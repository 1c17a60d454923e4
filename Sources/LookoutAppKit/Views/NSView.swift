import Foundation

/// What handles events, AppKit's.
@MainActor @preconcurrency
open class NSResponder: NSObject {
  public override init() {}
  open var nextResponder: NSResponder?
  @discardableResult open func becomeFirstResponder() -> Bool { true }
  @discardableResult open func resignFirstResponder() -> Bool { true }
}

/// A view of AppKit's object layer: its frame, properties and subviews, kept as set; nothing is drawn.
open class NSView: NSResponder {
  open var frame: NSRect
  open var bounds: NSRect {
    get { NSRect(origin: .zero, size: frame.size) }
    set { frame.size = newValue.size }
  }
  open var isHidden = false
  open var alphaValue: CGFloat = 1
  open var wantsLayer = false
  open var toolTip: String?
  open var identifier: String?
  open var translatesAutoresizingMaskIntoConstraints = true
  open var appearance: NSAppearance?
  open var effectiveAppearance: NSAppearance { appearance ?? .currentDrawing() }
  public private(set) weak var superview: NSView?
  public private(set) var subviews: [NSView] = []
  open weak var window: NSWindow?

  public init(frame frameRect: NSRect) { frame = frameRect }
  public override convenience init() { self.init(frame: .zero) }
  public required init?(coder: NSCoder) { frame = .zero }

  open func addSubview(_ view: NSView) {
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
  }
  open func removeFromSuperview() {
    superview?.subviews.removeAll { $0 === self }
    superview = nil
  }
  open var needsDisplay = false
  open var needsLayout = false
  open func layout() {}
  open func layoutSubtreeIfNeeded() {}
  open var intrinsicContentSize: NSSize { NSSize(width: -1, height: -1) }
}

/// A view controller, AppKit's.
open class NSViewController: NSResponder {
  private var loadedView: NSView?
  open var title: String?
  open var representedObject: Any?
  public override init() {}
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}
  public required init?(coder: NSCoder) {}
  open var view: NSView {
    get {
      if let loadedView { return loadedView }
      loadView()
      let view = loadedView ?? NSView(frame: .zero)
      loadedView = view
      viewDidLoad()
      return view
    }
    set { loadedView = newValue }
  }
  open func loadView() {}
  open func viewDidLoad() {}
  open func viewWillAppear() {}
  open func viewDidAppear() {}
}

/// A window, AppKit's: its content view controller, title and key state.
open class NSWindow: NSResponder {
  open var contentViewController: NSViewController?
  open var contentView: NSView?
  open var title = ""
  open var isReleasedWhenClosed = true
  public private(set) var isKeyWindow = false
  public private(set) var isVisible = false
  open var frame: NSRect

  public init(contentRect: NSRect, styleMask style: StyleMask, backing backingStoreType: NSWindow.BackingStoreType, defer flag: Bool) {
    frame = contentRect
    super.init()
  }
  public convenience init(contentViewController: NSViewController) {
    self.init(contentRect: NSRect(x: 0, y: 0, width: 800, height: 600), styleMask: [.titled], backing: .buffered, defer: false)
    self.contentViewController = contentViewController
  }
  open func makeKeyAndOrderFront(_ sender: Any?) {
    isKeyWindow = true
    isVisible = true
    if !NSApplication.shared.windows.contains(where: { $0 === self }) { NSApplication.shared.windows.append(self) }
  }
  open func orderOut(_ sender: Any?) { isVisible = false }
  open func close() {
    isVisible = false
    NSApplication.shared.windows.removeAll { $0 === self }
  }
  open func center() {}

  public struct StyleMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let borderless = StyleMask([])
    public static let titled = StyleMask(rawValue: 1 << 0)
    public static let closable = StyleMask(rawValue: 1 << 1)
    public static let miniaturizable = StyleMask(rawValue: 1 << 2)
    public static let resizable = StyleMask(rawValue: 1 << 3)
    public static let fullSizeContentView = StyleMask(rawValue: 1 << 15)
  }
  public enum BackingStoreType: UInt, Sendable { case retained, nonretained, buffered }
}
