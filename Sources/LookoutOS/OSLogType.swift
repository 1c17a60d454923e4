import Foundation

/// A log message's level.
public struct OSLogType: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  public init(_ rawValue: UInt8) { self.rawValue = rawValue }

  public static let `default` = OSLogType(0x00)
  public static let info = OSLogType(0x01)
  public static let debug = OSLogType(0x02)
  public static let error = OSLogType(0x10)
  public static let fault = OSLogType(0x11)

  public var description: String {
    switch self {
    case .info: "info"
    case .debug: "debug"
    case .error: "error"
    case .fault: "fault"
    default: "default"
    }
  }
}

/// A log handle: a subsystem and a category (`OSLog(subsystem: "com.example.app", category: "network")`).
public final class OSLog: Sendable {
  public let subsystem: String
  public let category: String
  let isEnabled: Bool

  public init(subsystem: String, category: String) {
    self.subsystem = subsystem
    self.category = category
    isEnabled = true
  }
  private init(disabled: Void) {
    subsystem = ""
    category = ""
    isEnabled = false
  }

  public static let `default` = OSLog(subsystem: "", category: "")
  public static let disabled = OSLog(disabled: ())

  /// The categories `OSLog(subsystem:category:)` takes for signposts.
  public struct Category: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let pointsOfInterest = Category(rawValue: "PointsOfInterest")
    public static let dynamicTracing = Category(rawValue: "DynamicTracing")
    public static let dynamicStackTracing = Category(rawValue: "DynamicStackTracing")
  }
  public convenience init(subsystem: String, category: Category) { self.init(subsystem: subsystem, category: category.rawValue) }

  /// Whether messages of `type` are kept: all of them, headlessly, unless the log is disabled.
  public func isEnabled(type: OSLogType) -> Bool { isEnabled }
  public var signpostsEnabled: Bool { isEnabled }

  func record(_ type: OSLogType, _ message: String) {
    guard isEnabled else { return }
    LogStore.append(LoggedEntry(date: Date(), subsystem: subsystem, category: category, type: type, composedMessage: message, signpost: nil))
  }
}
