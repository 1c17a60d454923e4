import Foundation

/// Apple's unified logging: messages with a level, kept with their subsystem and category. Headlessly every
/// message is kept in this process, redacted as the system stores it; tests read them with
/// `OSLogStore(scope: .currentProcessIdentifier)` (`import OSLog`).
public struct Logger: Sendable {
  let log: OSLog

  public init(subsystem: String, category: String) { log = OSLog(subsystem: subsystem, category: category) }
  public init(_ log: OSLog) { self.log = log }
  public init() { log = .default }

  public func log(_ message: OSLogMessage) { log(level: .default, message) }
  public func log(level: OSLogType, _ message: OSLogMessage) { log.record(level, message.redacted) }
  public func trace(_ message: OSLogMessage) { log(level: .debug, message) }
  public func debug(_ message: OSLogMessage) { log(level: .debug, message) }
  public func info(_ message: OSLogMessage) { log(level: .info, message) }
  public func notice(_ message: OSLogMessage) { log(level: .default, message) }
  public func warning(_ message: OSLogMessage) { log(level: .error, message) }
  public func error(_ message: OSLogMessage) { log(level: .error, message) }
  public func critical(_ message: OSLogMessage) { log(level: .fault, message) }
  public func fault(_ message: OSLogMessage) { log(level: .fault, message) }
}

/// Logs `message` (unified logging's message form).
public func os_log(_ message: OSLogMessage) { Logger().log(message) }
public func os_log(_ type: OSLogType, _ message: OSLogMessage) { Logger().log(level: type, message) }
public func os_log(_ type: OSLogType, log: OSLog, _ message: OSLogMessage) { Logger(log).log(level: type, message) }
public func os_log(log: OSLog, _ message: OSLogMessage) { Logger(log).log(message) }

/// Logs a `printf`-style message (`os_log("loaded %d items from %{public}@", log: log, type: .info, count, name)`): `%@` and
/// `%s` values are private unless marked `%{public}`, numbers public unless marked `%{private}`.
@_disfavoredOverload
public func os_log(_ message: StaticString, dso: UnsafeRawPointer? = nil, log: OSLog = .default, type: OSLogType = .default, _ args: CVarArg...) {
  log.record(type, LegacyLogFormat.format("\(message)", args))
}
