import Foundation
import LookoutOS

/// The messages this process logged, as the system keeps them (private values redacted): read them in tests
/// with `try OSLogStore(scope: .currentProcessIdentifier).getEntries()`.
public final class OSLogStore: @unchecked Sendable {
  /// Which messages a store reads.
  public enum Scope: Sendable { case currentProcessIdentifier, system }

  public init(scope: Scope) throws {}
  /// The store of this process (`OSLogStore(scope: .currentProcessIdentifier)`).
  public static func local() throws -> OSLogStore { try OSLogStore(scope: .currentProcessIdentifier) }

  public func position(date: Date) -> OSLogPosition { OSLogPosition(date: date) }
  public func position(timeIntervalSinceEnd seconds: TimeInterval) -> OSLogPosition { OSLogPosition(date: Date().addingTimeInterval(-seconds)) }
  public func position(timeIntervalSinceLatestBoot seconds: TimeInterval) -> OSLogPosition { OSLogPosition(date: .distantPast) }

  /// What `getEntries` can be asked for.
  public struct EnumerationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let reverse = EnumerationOptions(rawValue: 1)
  }

  /// The entries from `position` on (all by default), oldest first unless `.reverse`, those `predicate`
  /// accepts (evaluated with each entry).
  public func getEntries(with options: EnumerationOptions = [], at position: OSLogPosition? = nil,
                         matching predicate: NSPredicate? = nil) throws -> AnySequence<OSLogEntry> {
    var entries: [OSLogEntry] = LogStore.all.filter { $0.date >= position?.date ?? .distantPast }.map(OSLogEntry.make)
    if let predicate { entries = entries.filter { predicate.evaluate(with: $0) } }
    return AnySequence(options.contains(.reverse) ? entries.reversed() : entries)
  }
}

/// A place in a log store.
public final class OSLogPosition: @unchecked Sendable {
  let date: Date
  init(date: Date) { self.date = date }
}

/// One entry of a log store.
open class OSLogEntry: NSObject, @unchecked Sendable {
  public let date: Date
  /// The message, private values redacted.
  public let composedMessage: String
  public var storeCategory: StoreCategory { .shortTerm }

  public enum StoreCategory: Int, Sendable { case undefined, metadata, shortTerm, longTermAuto, longTerm1, longTerm3, longTerm7, longTerm14, longTerm30 }

  init(date: Date, composedMessage: String) {
    self.date = date
    self.composedMessage = composedMessage
  }

  static func make(_ entry: LoggedEntry) -> OSLogEntry {
    if let signpost = entry.signpost { return OSLogEntrySignpost(entry, signpost) }
    return OSLogEntryLog(entry)
  }
}

/// A logged message: its level, subsystem and category.
public final class OSLogEntryLog: OSLogEntry, @unchecked Sendable {
  public let subsystem: String
  public let category: String
  public let level: Level
  public let process = ProcessInfo.processInfo.processName
  public let processIdentifier = ProcessInfo.processInfo.processIdentifier

  /// A message's level, as the store reports it.
  public enum Level: Int, Sendable { case undefined, debug, info, notice, error, fault }

  init(_ entry: LoggedEntry) {
    subsystem = entry.subsystem
    category = entry.category
    switch entry.type {
    case .debug: level = .debug
    case .info: level = .info
    case .error: level = .error
    case .fault: level = .fault
    default: level = .notice
    }
    super.init(date: entry.date, composedMessage: entry.composedMessage)
  }
}

/// A signpost: an interval's begin or end, or an event.
public final class OSLogEntrySignpost: OSLogEntry, @unchecked Sendable {
  public let subsystem: String
  public let category: String
  public let signpostName: String
  public let signpostIdentifier: UInt64
  public let signpostType: SignpostType

  public enum SignpostType: Int, Sendable { case undefined, intervalBegin, intervalEnd, event }

  init(_ entry: LoggedEntry, _ signpost: (name: String, kind: String, id: UInt64)) {
    subsystem = entry.subsystem
    category = entry.category
    signpostName = signpost.name
    signpostIdentifier = signpost.id
    signpostType = switch signpost.kind {
    case "begin": .intervalBegin
    case "end": .intervalEnd
    default: .event
    }
    super.init(date: entry.date, composedMessage: entry.composedMessage)
  }
}
