import Foundation

/// Every update a host ran — mounting, each interaction, each `update()` — as the writes behind it and the
/// bodies it evaluated, with their causes: the recorded map that `lookout why --trace` compares with the map
/// of the code.
///
/// ```swift
/// let host = ViewHost(ContentView())
/// try host.tap("Add 1")
/// try host.trace.write(to: "run.json")        // then: lookout why --trace run.json CounterModel.count
/// ```
///
/// For a whole test run, set `LOOKOUT_TRACE` to a file: every host of the process appends each update to
/// it, one JSON object per line (the file is emptied when the process first writes to it).
public struct UpdateTrace: Sendable {
  /// One update: what caused it and what it evaluated.
  public struct Update: Sendable {
    /// Its position in the host's updates (0: mounting).
    public let index: Int
    /// `mount`, `update` (an interaction or a change made by the test) or `settle` (tasks finished).
    public let trigger: String
    /// Every write behind the update: `CartModel.items`, `CartModel.objectWillChange`, `ContentView.count (@State)`.
    public let writes: [String]
    public let evaluations: [Evaluation]
  }

  public private(set) var updates: [Update] = []

  /// An empty trace.
  public init() {}

  mutating func record(_ report: UpdateReport, trigger: String) -> Update {
    var writes: [String] = []
    for cause in report.evaluations.flatMap(\.causes) where !writes.contains(cause) { writes.append(cause) }
    let update = Update(index: updates.count, trigger: trigger, writes: writes, evaluations: report.evaluations)
    updates.append(update)
    return update
  }

  /// The trace as one JSON document: `{"schema": "lookout-trace", "version": 1, "updates": [...]}`.
  public func json() -> String {
    Self.text(["schema": Self.schema, "version": Self.version, "updates": updates.map { $0.object(host: nil) }], pretty: true)
  }

  /// Writes ``json()`` to `path` (replacing the file).
  public func write(to path: String) throws {
    try Data(json().utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
  }

  static let schema = "lookout-trace"
  static let version = 1

  static func text(_ object: Any, pretty: Bool) -> String {
    let options: JSONSerialization.WritingOptions = pretty ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
    return (try? JSONSerialization.data(withJSONObject: object, options: options)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
  }
}

extension UpdateTrace.Update {
  /// The update as JSON: `update`, `trigger`, `writes`, `evaluations` (`view`, `path`, `reasons`, `causes`), and
  /// with a `host` number in a whole run's file.
  func object(host: Int?) -> [String: Any] {
    var object: [String: Any] = [
      "update": index, "trigger": trigger, "writes": writes,
      "evaluations": evaluations.map { evaluation -> [String: Any] in
        ["view": evaluation.view, "path": evaluation.path, "reasons": evaluation.reasons.map(\.label), "causes": evaluation.causes]
      },
    ]
    if let host {
      object["host"] = host
      object["schema"] = UpdateTrace.schema
      object["version"] = UpdateTrace.version
    }
    return object
  }
}

/// The file `LOOKOUT_TRACE` names, which every host of the process appends its updates to, one line each.
@MainActor
enum TraceFile {
  static let path: String? = ProcessInfo.processInfo.environment["LOOKOUT_TRACE"].flatMap { $0.isEmpty ? nil : $0 }
  private static var handle: FileHandle?
  private static var hosts = 0

  /// A number for a new host, or nil when no run-wide trace is asked for.
  static func newHost() -> Int? {
    guard path != nil else { return nil }
    hosts += 1
    return hosts
  }

  static func append(_ update: UpdateTrace.Update, host: Int) {
    guard let path else { return }
    if handle == nil {
      _ = FileManager.default.createFile(atPath: path, contents: nil)
      handle = FileHandle(forWritingAtPath: path)
    }
    handle?.write(Data((UpdateTrace.text(update.object(host: host), pretty: false) + "\n").utf8))
  }
}
