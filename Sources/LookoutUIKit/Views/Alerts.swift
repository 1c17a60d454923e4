import Foundation

/// An alert or action sheet, presented like any view controller: its actions can be run by a test
/// (`action.run()`), as a tap on their buttons does.
open class UIAlertController: UIViewController {
  public let preferredStyle: Style
  public private(set) var actions: [UIAlertAction] = []
  public private(set) var textFields: [UITextField]?
  open var preferredAction: UIAlertAction?
  private var alertMessage: String?

  public init(title: String?, message: String?, preferredStyle: Style) {
    self.preferredStyle = preferredStyle
    alertMessage = message
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }
  public required init?(coder: NSCoder) {
    preferredStyle = .alert
    super.init(coder: coder)
  }

  open var message: String? {
    get { alertMessage }
    set { alertMessage = newValue }
  }
  open func addAction(_ action: UIAlertAction) { actions.append(action) }
  open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
    let field = UITextField()
    configurationHandler?(field)
    textFields = (textFields ?? []) + [field]
  }

  public enum Style: Int, Sendable { case actionSheet, alert }
}

/// A button of an alert.
@MainActor @preconcurrency
open class UIAlertAction: NSObject {
  public let title: String?
  public let style: Style
  open var isEnabled = true
  private let handler: ((UIAlertAction) -> Void)?

  public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
    self.title = title
    self.style = style
    self.handler = handler
  }

  /// Runs the action's handler, as a tap on its button does.
  open func run() { handler?(self) }

  public enum Style: Int, Sendable { case `default`, cancel, destructive }
}
