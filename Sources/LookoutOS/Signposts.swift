import Foundation

/// An identifier that pairs the begin and end of a signposted interval.
public struct OSSignpostID: Hashable, Comparable, Sendable {
  public let rawValue: UInt64
  public init(_ value: UInt64) { rawValue = value }
  public init(log: OSLog) { rawValue = OSSignpostID.next() }
  public init(log: OSLog, object: AnyObject) { rawValue = UInt64(UInt(bitPattern: ObjectIdentifier(object).hashValue)) }
  public static let exclusive = OSSignpostID(0xEEEE_B0B5_B2B2_EEEE)
  public static let invalid = OSSignpostID(~0)
  public static let null = OSSignpostID(0)
  public static func < (lhs: OSSignpostID, rhs: OSSignpostID) -> Bool { lhs.rawValue < rhs.rawValue }

  private static let lock = NSLock()
  nonisolated(unsafe) private static var counter: UInt64 = 0
  static func next() -> UInt64 { lock.withLock { counter += 1; return counter } }
}

/// A signposted interval in progress.
public struct OSSignpostIntervalState: Sendable {
  let name: String
  let id: OSSignpostID
}

/// Marks intervals and events for Instruments; headlessly they are kept with the log's messages.
public struct OSSignposter: Sendable {
  let log: OSLog
  public init(subsystem: String, category: String) { log = OSLog(subsystem: subsystem, category: category) }
  public init(subsystem: String, category: OSLog.Category) { log = OSLog(subsystem: subsystem, category: category) }
  public init(logger: Logger) { log = logger.log }
  public init(logHandle: OSLog) { log = logHandle }
  public init() { log = .default }
  public static let disabled = OSSignposter(logHandle: .disabled)

  public var isEnabled: Bool { log.signpostsEnabled }
  public func makeSignpostID() -> OSSignpostID { OSSignpostID(log: log) }
  public func makeSignpostID(from object: AnyObject) -> OSSignpostID { OSSignpostID(log: log, object: object) }

  func record(_ kind: String, _ name: StaticString, _ id: OSSignpostID, _ message: OSLogMessage?) {
    guard log.isEnabled(type: .default) else { return }
    LogStore.append(LoggedEntry(
      date: Date(), subsystem: log.subsystem, category: log.category, type: .default, composedMessage: message?.redacted ?? "",
      signpost: ("\(name)", kind, id.rawValue)))
  }

  public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive) { record("event", name, id, nil) }
  public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage) { record("event", name, id, message) }
  public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive) -> OSSignpostIntervalState {
    record("begin", name, id, nil)
    return OSSignpostIntervalState(name: "\(name)", id: id)
  }
  public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage) -> OSSignpostIntervalState {
    record("begin", name, id, message)
    return OSSignpostIntervalState(name: "\(name)", id: id)
  }
  public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState) { record("end", name, state.id, nil) }
  public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState, _ message: OSLogMessage) { record("end", name, state.id, message) }
  public func withIntervalSignpost<T>(_ name: StaticString, id: OSSignpostID = .exclusive, around task: () throws -> T) rethrows -> T {
    let state = beginInterval(name, id: id)
    defer { endInterval(name, state) }
    return try task()
  }
}

/// The kind of a legacy signpost.
public enum OSSignpostType: UInt8, Sendable { case event, begin, end }

/// Emits a legacy signpost.
public func os_signpost(_ type: OSSignpostType, dso: UnsafeRawPointer? = nil, log: OSLog, name: StaticString,
                        signpostID: OSSignpostID = .exclusive) {
  OSSignposter(logHandle: log).record("\(type)", name, signpostID, nil)
}
public func os_signpost(_ type: OSSignpostType, dso: UnsafeRawPointer? = nil, log: OSLog, name: StaticString,
                        signpostID: OSSignpostID = .exclusive, _ format: StaticString, _ arguments: CVarArg...) {
  let message = LegacyLogFormat.format("\(format)", arguments)
  LogStore.append(LoggedEntry(date: Date(), subsystem: log.subsystem, category: log.category, type: .default,
                              composedMessage: message, signpost: ("\(name)", "\(type)", signpostID.rawValue)))
}
