import Foundation

/// What a table view asks its data source.
@MainActor @preconcurrency
public protocol UITableViewDataSource: AnyObject {
  func numberOfSections(in tableView: UITableView) -> Int
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
}

extension UITableViewDataSource {
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
  public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
}

/// What a table view tells its delegate.
@MainActor @preconcurrency
public protocol UITableViewDelegate: UIScrollViewDelegate {
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { UITableView.automaticDimension }
  public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
}

/// A table of rows, UIKit's: it asks its data source for cells (`cells()` builds every visible one, as a
/// screen would) and selects rows (`selectRow(at:)` tells the delegate, as a tap does). Nothing is drawn.
open class UITableView: UIScrollView {
  open weak var dataSource: (any UITableViewDataSource)?
  open weak var tableViewDelegate: (any UITableViewDelegate)?
  public let style: Style
  open var rowHeight: CGFloat = UITableView.automaticDimension
  open var estimatedRowHeight: CGFloat = 44
  open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
  open var tableHeaderView: UIView?
  open var tableFooterView: UIView?
  open var allowsSelection = true
  open var allowsMultipleSelection = false
  public private(set) var indexPathForSelectedRow: IndexPath?
  private var registered: [String: AnyClass] = [:]

  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
  }
  public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }
  public required init?(coder: NSCoder) {
    style = .plain
    super.init(coder: coder)
  }

  open override weak var delegate: (any UIScrollViewDelegate)? {
    get { tableViewDelegate }
    set { tableViewDelegate = newValue as? any UITableViewDelegate }
  }

  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) { registered[identifier] = cellClass }
  /// A cell for `identifier`: a `UITableViewCell` with that reuse identifier. Cells of a registered subclass
  /// cannot be made from their class without the Objective-C runtime: make them in the data source instead.
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    UITableViewCell(style: .default, reuseIdentifier: identifier)
  }
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell(style: .default, reuseIdentifier: identifier)
  }

  open var numberOfSections: Int { dataSource?.numberOfSections(in: self) ?? 0 }
  open func numberOfRows(inSection section: Int) -> Int { dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0 }
  /// Every cell the data source gives, section by section.
  open func cells() -> [UITableViewCell] {
    guard let dataSource else { return [] }
    return (0..<numberOfSections).flatMap { section in
      (0..<numberOfRows(inSection: section)).map { dataSource.tableView(self, cellForRowAt: IndexPath(row: $0, section: section)) }
    }
  }
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { dataSource?.tableView(self, cellForRowAt: indexPath) }
  /// Selects a row and tells the delegate, as a tap on it does.
  open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    indexPathForSelectedRow = indexPath
    if let indexPath { tableViewDelegate?.tableView(self, didSelectRowAt: indexPath) }
  }
  open func deselectRow(at indexPath: IndexPath, animated: Bool) {
    if indexPathForSelectedRow == indexPath { indexPathForSelectedRow = nil }
  }

  open func reloadData() {}
  open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
  open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {}
  open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
  open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
  open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {}
  open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {}
  open func beginUpdates() {}
  open func endUpdates() {}
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    updates?()
    completion?(true)
  }
  open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {}

  nonisolated public static let automaticDimension: CGFloat = -1
  public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
  public enum RowAnimation: Int, Sendable { case fade, right, left, top, bottom, none, middle, automatic = 100 }
  public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }
}

/// A table row.
open class UITableViewCell: UIView {
  public let reuseIdentifier: String?
  public let contentView = UIView()
  public let textLabel: UILabel?
  public let detailTextLabel: UILabel?
  public let imageView: UIImageView?
  open var accessoryType: AccessoryType = .none
  open var accessoryView: UIView?
  open var selectionStyle: SelectionStyle = .default
  open var isSelected = false
  open var isHighlighted = false

  public init(style: CellStyle, reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    textLabel = UILabel()
    detailTextLabel = style == .default ? nil : UILabel()
    imageView = UIImageView()
    super.init(frame: .zero)
    addSubview(contentView)
  }
  public required init?(coder: NSCoder) {
    reuseIdentifier = nil
    textLabel = UILabel()
    detailTextLabel = nil
    imageView = UIImageView()
    super.init(coder: coder)
  }
  open func prepareForReuse() {}
  open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }

  public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
  public enum AccessoryType: Int, Sendable { case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }
  public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }
  public enum SeparatorStyle: Int, Sendable { case none, singleLine }
}

/// A view controller that manages a table view, its data source and delegate: override the table methods.
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  public let tableViewStyle: UITableView.Style
  private var table: UITableView?

  public init(style: UITableView.Style) {
    tableViewStyle = style
    super.init(nibName: nil, bundle: nil)
  }
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    tableViewStyle = .plain
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }
  public required init?(coder: NSCoder) {
    tableViewStyle = .plain
    super.init(coder: coder)
  }

  /// The table, made on first use with this controller as its data source and delegate.
  open var tableView: UITableView! {
    get {
      if let table { return table }
      let made = UITableView(frame: UIScreen.main.bounds, style: tableViewStyle)
      made.dataSource = self
      made.tableViewDelegate = self
      table = made
      return made
    }
    set { table = newValue }
  }
  open override func loadView() { view = tableView }
  open var clearsSelectionOnViewWillAppear = true

  open func numberOfSections(in tableView: UITableView) -> Int { 1 }
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell(style: .default, reuseIdentifier: nil)
  }
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { UITableView.automaticDimension }
  open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
}

extension IndexPath {
  /// UIKit's names for a table's and a collection's index paths.
  public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
  public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}
