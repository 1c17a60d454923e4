import Foundation

/// A view of UIKit's object layer: a rectangle with its properties and subviews, kept as set. There is no
/// drawing, layout or event handling headlessly; views exist so that code that makes them (for a
/// `UIViewRepresentable`, a hosting controller's window) compiles and can be inspected.
open class UIView: UIResponder {
  open var frame: CGRect { didSet { didChange("frame", from: oldValue, to: frame) } }
  /// Who observes the view's properties (made by the first `observe`).
  var keyValueObservers: KeyValueObservers?
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { frame.size = newValue.size }
  }
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
  }
  open var backgroundColor: UIColor?
  open var tintColor: UIColor! = .systemBlue
  open var alpha: CGFloat = 1 { didSet { didChange("alpha", from: oldValue, to: alpha) } }
  open var isHidden = false { didSet { didChange("isHidden", from: oldValue, to: isHidden) } }
  open var isOpaque = true
  open var clipsToBounds = false
  open var isUserInteractionEnabled = true
  open var tag = 0
  open var transform: CGAffineTransform = .identity
  open var contentMode: ContentMode = .scaleToFill
  open var translatesAutoresizingMaskIntoConstraints = true
  open var autoresizingMask: AutoresizingMask = []
  open var layoutMargins: UIEdgeInsets = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
  open var directionalLayoutMargins: NSDirectionalEdgeInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
  open var safeAreaInsets: UIEdgeInsets { .zero }
  open var accessibilityIdentifier: String?
  open var accessibilityLabel: String?
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
  open var traitCollection: UITraitCollection { .current }
  public private(set) weak var superview: UIView?
  public private(set) var subviews: [UIView] = []
  open var window: UIWindow? { (self as? UIWindow) ?? superview?.window }
  open override var next: UIResponder? { superview }

  public init(frame: CGRect) { self.frame = frame }
  public override convenience init() { self.init(frame: .zero) }
  public required init?(coder: NSCoder) { frame = .zero }

  open func addSubview(_ view: UIView) {
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
  }
  open func insertSubview(_ view: UIView, at index: Int) {
    view.removeFromSuperview()
    subviews.insert(view, at: min(index, subviews.count))
    view.superview = self
  }
  open func removeFromSuperview() {
    superview?.subviews.removeAll { $0 === self }
    superview = nil
  }
  open func bringSubviewToFront(_ view: UIView) {
    guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
    subviews.append(subviews.remove(at: index))
  }
  open func sendSubviewToBack(_ view: UIView) {
    guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
    subviews.insert(subviews.remove(at: index), at: 0)
  }
  open func isDescendant(of view: UIView) -> Bool { self === view || (superview?.isDescendant(of: view) ?? false) }
  open func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for view in subviews { if let found = view.viewWithTag(tag) { return found } }
    return nil
  }

  open func setNeedsLayout() {}
  open func layoutIfNeeded() {}
  open func layoutSubviews() {}
  open func setNeedsDisplay() {}
  open func draw(_ rect: CGRect) {}
  open func sizeToFit() { frame.size = sizeThatFits(frame.size) }
  open func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize == CGSize(width: -1, height: -1) ? frame.size : intrinsicContentSize }
  open var intrinsicContentSize: CGSize { CGSize(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric) }
  open func invalidateIntrinsicContentSize() {}
  open func setContentHuggingPriority(_ priority: Float, for axis: Axis) {}
  open func setContentCompressionResistancePriority(_ priority: Float, for axis: Axis) {}
  open func endEditing(_ force: Bool) -> Bool { true }
  open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { point }
  open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { point }
  open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { rect }
  open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { rect }

  public static let noIntrinsicMetric: CGFloat = -1
  /// Animations run at once headlessly: `animations` then `completion(true)`.
  open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
    animations()
    completion?(true)
  }
  open class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                          animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
    animate(withDuration: duration, animations: animations, completion: completion)
  }
  open class func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
                          initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
                          completion: ((Bool) -> Void)? = nil) {
    animate(withDuration: duration, animations: animations, completion: completion)
  }
  open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) { actionsWithoutAnimation() }
  nonisolated(unsafe) private static var animationsEnabled = true
  open class var areAnimationsEnabled: Bool { animationsEnabled }
  open class func setAnimationsEnabled(_ enabled: Bool) { animationsEnabled = enabled }

  public enum ContentMode: Int, Sendable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight
  }
  public enum AnimationCurve: Int, Sendable { case easeInOut, easeIn, easeOut, linear }
  public enum Axis: Int, Sendable { case horizontal, vertical }

  public struct AutoresizingMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  public struct AnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
  }
}
