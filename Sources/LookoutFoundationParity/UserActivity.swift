import Foundation

/// An activity the app offers for Handoff, search and Siri (`.userActivity("com.app.viewing") { $0.title = … }`):
/// headlessly, its values, kept for tests to read; nothing is handed off.
open class NSUserActivity: NSObject, @unchecked Sendable {
  public let activityType: String
  open var title: String?
  open var userInfo: [AnyHashable: Any]?
  open var requiredUserInfoKeys: Set<String>?
  open var webpageURL: URL?
  open var referrerURL: URL?
  open var targetContentIdentifier: String?
  open var keywords: Set<String> = []
  open var expirationDate: Date?
  open var persistentIdentifier: String?
  open var isEligibleForHandoff = true
  open var isEligibleForSearch = false
  open var isEligibleForPublicIndexing = false
  open var isEligibleForPrediction = false
  open var needsSave = false
  open weak var delegate: (any NSUserActivityDelegate)?
  /// Whether the activity is the current one (after `becomeCurrent()`, before `resignCurrent()`).
  public private(set) var isCurrent = false

  public init(activityType: String) {
    self.activityType = activityType
  }

  open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
    userInfo = (userInfo ?? [:]).merging(otherDictionary) { _, new in new }
  }
  open func becomeCurrent() { isCurrent = true }
  open func resignCurrent() { isCurrent = false }
  open func invalidate() { isCurrent = false }
}

public protocol NSUserActivityDelegate: AnyObject {
  func userActivityWillSave(_ userActivity: NSUserActivity)
  func userActivityWasContinued(_ userActivity: NSUserActivity)
}

extension NSUserActivityDelegate {
  public func userActivityWillSave(_ userActivity: NSUserActivity) {}
  public func userActivityWasContinued(_ userActivity: NSUserActivity) {}
}

/// iCloud's key-value store: headlessly, a store in memory, shared by the process, that never syncs.
open class NSUbiquitousKeyValueStore: NSObject, @unchecked Sendable {
  public static let `default` = NSUbiquitousKeyValueStore()
  public static let didChangeExternallyNotification = Notification.Name("NSUbiquitousKeyValueStoreDidChangeExternallyNotification")
  public static let changeReasonKey = "NSUbiquitousKeyValueStoreChangeReasonKey"
  public static let changedKeysKey = "NSUbiquitousKeyValueStoreChangedKeysKey"

  private let lock = NSLock()
  private var values: [String: Any] = [:]

  public override init() {}

  open func object(forKey key: String) -> Any? { lock.withLock { values[key] } }
  open func set(_ value: Any?, forKey key: String) { store(value, key) }
  open func removeObject(forKey key: String) { store(nil, key) }
  open func string(forKey key: String) -> String? { object(forKey: key) as? String }
  open func array(forKey key: String) -> [Any]? { object(forKey: key) as? [Any] }
  open func dictionary(forKey key: String) -> [String: Any]? { object(forKey: key) as? [String: Any] }
  open func data(forKey key: String) -> Data? { object(forKey: key) as? Data }
  open func longLong(forKey key: String) -> Int64 { (object(forKey: key) as? Int64) ?? Int64(object(forKey: key) as? Int ?? 0) }
  open func double(forKey key: String) -> Double { object(forKey: key) as? Double ?? 0 }
  open func bool(forKey key: String) -> Bool { object(forKey: key) as? Bool ?? false }
  open func set(_ value: String?, forKey key: String) { store(value, key) }
  open func set(_ value: Data?, forKey key: String) { store(value, key) }
  open func set(_ value: [Any]?, forKey key: String) { store(value, key) }
  open func set(_ value: [String: Any]?, forKey key: String) { store(value, key) }
  open func set(_ value: Int64, forKey key: String) { store(value, key) }
  open func set(_ value: Double, forKey key: String) { store(value, key) }
  open func set(_ value: Bool, forKey key: String) { store(value, key) }
  private func store(_ value: Any?, _ key: String) { lock.withLock { values[key] = value } }
  open var dictionaryRepresentation: [String: Any] { lock.withLock { values } }
  /// Nothing to sync headlessly: true, as when the store is up to date.
  @discardableResult open func synchronize() -> Bool { true }
}

/// Joins items as a list in English (`"a, b, and c"`), as Foundation's list formatter does for `en`.
open class ListFormatter: Formatter, @unchecked Sendable {
  open var itemFormatter: Formatter?
  open var locale: Locale = .current

  public override init() { super.init() }
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  open class func localizedString(byJoining strings: [String]) -> String { ListFormatter().string(from: strings) ?? "" }

  open func string(from items: [Any]) -> String? {
    let texts = items.map { item in itemFormatter?.string(for: item) ?? "\(item)" }
    switch texts.count {
    case 0: return ""
    case 1: return texts[0]
    case 2: return "\(texts[0]) and \(texts[1])"
    default: return texts.dropLast().joined(separator: ", ") + ", and " + texts.last!
    }
  }
  open override func string(for obj: Any?) -> String? { (obj as? [Any]).flatMap(string(from:)) }
}
