import Foundation

// The UIKit views SwiftUI code most often wraps in a `UIViewRepresentable`, as plain objects with their
// properties: what the wrapper sets can be read back; nothing is drawn.

/// A spinner.
open class UIActivityIndicatorView: UIView {
  open var style: Style
  open var color: UIColor! = .gray
  open var hidesWhenStopped = true
  public private(set) var isAnimating = false

  public init(style: Style) {
    self.style = style
    super.init(frame: .zero)
  }
  public override init(frame: CGRect) {
    style = .medium
    super.init(frame: frame)
  }
  public required init?(coder: NSCoder) {
    style = .medium
    super.init(coder: coder)
  }
  open func startAnimating() {
    isAnimating = true
    if hidesWhenStopped { isHidden = false }
  }
  open func stopAnimating() {
    isAnimating = false
    if hidesWhenStopped { isHidden = true }
  }

  public enum Style: Int, Sendable { case medium = 100, large = 101, whiteLarge = 0, white = 1, gray = 2 }
}

/// A visual effect (blur or vibrancy).
@MainActor @preconcurrency
open class UIVisualEffect: NSObject {}

/// A blur of what is behind.
open class UIBlurEffect: UIVisualEffect {
  public let style: Style
  public init(style: Style) { self.style = style }
  public enum Style: Int, Sendable {
    case extraLight, light, dark, extraDark, regular, prominent, systemUltraThinMaterial, systemThinMaterial, systemMaterial,
      systemThickMaterial, systemChromeMaterial, systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight,
      systemThickMaterialLight, systemChromeMaterialLight, systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark,
      systemThickMaterialDark, systemChromeMaterialDark
  }
}

/// Vibrancy over a blur.
open class UIVibrancyEffect: UIVisualEffect {
  public let blurEffect: UIBlurEffect
  public init(blurEffect: UIBlurEffect) { self.blurEffect = blurEffect }
}

/// A view showing a visual effect over what is behind it.
open class UIVisualEffectView: UIView {
  open var effect: UIVisualEffect?
  public let contentView = UIView()
  public init(effect: UIVisualEffect?) {
    self.effect = effect
    super.init(frame: .zero)
    addSubview(contentView)
  }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// A label.
open class UILabel: UIView {
  open var text: String?
  open var attributedText: NSAttributedString?
  open var font: UIFont! = .systemFont(ofSize: 17)
  open var textColor: UIColor! = .label
  open var textAlignment: NSTextAlignment = .natural
  open var numberOfLines = 1
  open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
  open var adjustsFontSizeToFitWidth = false
  open var minimumScaleFactor: CGFloat = 0
  open var adjustsFontForContentSizeCategory = false
  open var preferredMaxLayoutWidth: CGFloat = 0
}

/// An image view.
open class UIImageView: UIView {
  open var image: UIImage?
  open var highlightedImage: UIImage?
  public init(image: UIImage?) {
    self.image = image
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
  }
  public override init(frame: CGRect) { super.init(frame: frame) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// What a scroll view tells its delegate.
@MainActor @preconcurrency
public protocol UIScrollViewDelegate: AnyObject {
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
}

/// A scroll view: setting its content offset tells the delegate, as scrolling does.
open class UIScrollView: UIView {
  open weak var delegate: (any UIScrollViewDelegate)?
  open var contentOffset: CGPoint = .zero {
    didSet {
      didChange("contentOffset", from: oldValue, to: contentOffset)
      delegate?.scrollViewDidScroll(self)
    }
  }
  open var contentSize: CGSize = .zero { didSet { didChange("contentSize", from: oldValue, to: contentSize) } }
  open var contentInset: UIEdgeInsets = .zero { didSet { didChange("contentInset", from: oldValue, to: contentInset) } }
  open var isScrollEnabled = true
  open var isPagingEnabled = false
  open var bounces = true
  open var alwaysBounceVertical = false
  open var alwaysBounceHorizontal = false
  open var showsVerticalScrollIndicator = true
  open var showsHorizontalScrollIndicator = true
  open var keyboardDismissMode: KeyboardDismissMode = .none
  open var isDragging: Bool { false }
  open var isDecelerating: Bool { false }
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { self.contentOffset = contentOffset }
  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {}
  public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive }
}

/// A single-line text field.
open class UITextField: UIView {
  open var text: String? = ""
  open var placeholder: String?
  open var font: UIFont? = .systemFont(ofSize: 17)
  open var textColor: UIColor? = .label
  open var textAlignment: NSTextAlignment = .natural
  open var keyboardType: UIKeyboardType = .default
  open var autocapitalizationType: UITextAutocapitalizationType = .sentences
  open var textContentType: UITextContentType?
  open var isSecureTextEntry = false
  open var clearButtonMode: ViewMode = .never
  public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }
  nonisolated public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
  nonisolated public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
  nonisolated public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
}

/// A multi-line text view.
open class UITextView: UIScrollView {
  open var text: String! = ""
  open var attributedText: NSAttributedString!
  open var font: UIFont? = .systemFont(ofSize: 17)
  open var textColor: UIColor? = .label
  open var textAlignment: NSTextAlignment = .natural
  open var isEditable = true
  open var isSelectable = true
  open var textContainerInset: UIEdgeInsets = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
  open var keyboardType: UIKeyboardType = .default
  nonisolated public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
}
