import Foundation

/// The pasteboard: headlessly an in-memory one, so a test can check what the app copied
/// (`UIPasteboard.general.string`) or give it something to paste.
open class UIPasteboard: NSObject, @unchecked Sendable {
  private let lock = NSLock()
  private var storedItems: [[String: Any]] = []
  private var count = 0
  public let name: Name

  init(name: Name) { self.name = name }

  private static let generalPasteboard = UIPasteboard(name: .general)
  open class var general: UIPasteboard { generalPasteboard }
  open class func withUniqueName() -> UIPasteboard { UIPasteboard(name: Name(rawValue: UUID().uuidString)) }

  /// A pasteboard's name.
  public struct Name: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let general = Name(rawValue: "com.apple.UIKit.pboard.general")
  }

  /// Increases with every change of the contents.
  open var changeCount: Int { lock.withLock { count } }
  open var items: [[String: Any]] {
    get { lock.withLock { storedItems } }
    set { setItems(newValue) }
  }
  open var numberOfItems: Int { items.count }
  open func setItems(_ items: [[String: Any]], options: [OptionsKey: Any] = [:]) {
    lock.withLock {
      storedItems = items
      count += 1
    }
    NotificationCenter.default.post(name: Self.changedNotification, object: self)
  }
  open func addItems(_ items: [[String: Any]]) { setItems(self.items + items) }

  private func values<T>(_ type: String, as: T.Type) -> [T] { items.compactMap { $0[type] as? T } }
  private func set(_ values: [Any]?, as type: String) { setItems((values ?? []).map { [type: $0] }) }

  open var string: String? {
    get { strings?.first }
    set { set(newValue.map { [$0] }, as: Self.textType) }
  }
  open var strings: [String]? {
    get { let found = values(Self.textType, as: String.self); return found.isEmpty ? nil : found }
    set { set(newValue, as: Self.textType) }
  }
  open var url: URL? {
    get { urls?.first }
    set { set(newValue.map { [$0] }, as: Self.urlType) }
  }
  open var urls: [URL]? {
    get { let found = values(Self.urlType, as: URL.self); return found.isEmpty ? nil : found }
    set { set(newValue, as: Self.urlType) }
  }
  open var image: UIImage? {
    get { images?.first }
    set { set(newValue.map { [$0] }, as: Self.imageType) }
  }
  open var images: [UIImage]? {
    get { let found = values(Self.imageType, as: UIImage.self); return found.isEmpty ? nil : found }
    set { set(newValue, as: Self.imageType) }
  }
  open var color: UIColor? {
    get { values(Self.colorType, as: UIColor.self).first }
    set { set(newValue.map { [$0] }, as: Self.colorType) }
  }
  open var hasStrings: Bool { !values(Self.textType, as: String.self).isEmpty }
  open var hasURLs: Bool { !values(Self.urlType, as: URL.self).isEmpty }
  open var hasImages: Bool { !values(Self.imageType, as: UIImage.self).isEmpty }
  open var hasColors: Bool { !values(Self.colorType, as: UIColor.self).isEmpty }

  open var types: [String] { items.first.map { Array($0.keys) } ?? [] }
  open func contains(pasteboardTypes: [String]) -> Bool { items.contains { !Set($0.keys).isDisjoint(with: pasteboardTypes) } }
  open func setValue(_ value: Any, forPasteboardType pasteboardType: String) { setItems([[pasteboardType: value]]) }
  open func value(forPasteboardType pasteboardType: String) -> Any? { items.first?[pasteboardType] }
  open func setData(_ data: Data, forPasteboardType pasteboardType: String) { setItems([[pasteboardType: data]]) }
  open func data(forPasteboardType pasteboardType: String) -> Data? {
    guard let value = items.first?[pasteboardType] else { return nil }
    return value as? Data ?? (value as? String).map { Data($0.utf8) }
  }

  /// Options of `setItems(_:options:)`.
  public struct OptionsKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let localOnly = OptionsKey(rawValue: "UIPasteboardOptionLocalOnly")
    public static let expirationDate = OptionsKey(rawValue: "UIPasteboardOptionExpirationDate")
  }

  static let textType = "public.utf8-plain-text"
  static let urlType = "public.url"
  static let imageType = "public.image"
  static let colorType = "com.apple.uikit.color"

  public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")
  public static let removedNotification = Notification.Name("UIPasteboardRemovedNotification")
}
