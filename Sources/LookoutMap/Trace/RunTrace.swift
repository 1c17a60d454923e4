import Foundation

/// A test run's recorded updates, as LookoutUI's host writes them: one JSON document
/// (`ViewHost.trace.write(to:)`: `{"schema": "lookout-trace", "updates": [...]}`) or one update per line
/// (`LOOKOUT_TRACE=run.json swift test`, every host of the run).
public struct RunTrace: Sendable {
  public struct Evaluation: Sendable, Hashable {
    /// The view's type name (`ForEach` for a row's content).
    public let view: String
    /// Where it sits: `ShopApp/RootView/VStack/CartView`.
    public let path: String
    public let causes: [String]
  }

  public struct Update: Sendable {
    /// The host it came from (in a whole run's file), and its position among that host's updates.
    public let host: Int
    public let index: Int
    public let evaluations: [Evaluation]
  }

  public let updates: [Update]

  public init(updates: [Update]) { self.updates = updates }

  /// A trace file that cannot be read.
  public struct FormatError: Error, CustomStringConvertible, Sendable {
    public let description: String
  }

  /// Reads either form; errors name the file and line.
  public init(contentsOf path: String) throws {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw FormatError(description: "\(path): cannot read the file (check the path; a test writes it with ViewHost.trace.write(to:) or LOOKOUT_TRACE=\(path) swift test)")
    }
    try self.init(data: data, path: path)
  }

  public init(data: Data, path: String = "trace") throws {
    let text = String(decoding: data, as: UTF8.self)
    var updates: [Update] = []
    if let document = try? JSONSerialization.jsonObject(with: data) as? [String: Any], let list = document["updates"] as? [Any] {
      for (position, item) in list.enumerated() {
        guard let object = item as? [String: Any], let update = Self.update(object, host: 0) else {
          throw FormatError(description: "\(path): update \(position + 1) is not an update object (update, evaluations)")
        }
        updates.append(update)
      }
    } else {
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where !line.trimmingCharacters(in: .whitespaces).isEmpty {
        guard let object = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any],
              let update = Self.update(object, host: object["host"] as? Int ?? 0) else {
          throw FormatError(description: "\(path):\(number + 1): not a recorded update (expected one JSON object per line, as LOOKOUT_TRACE writes, or a document with \"updates\")")
        }
        updates.append(update)
      }
    }
    self.updates = updates
  }

  private static func update(_ object: [String: Any], host: Int) -> Update? {
    guard let evaluations = object["evaluations"] as? [[String: Any]] else { return nil }
    return Update(host: host, index: object["update"] as? Int ?? 0, evaluations: evaluations.compactMap { evaluation in
      guard let view = evaluation["view"] as? String else { return nil }
      return Evaluation(view: view, path: evaluation["path"] as? String ?? view, causes: evaluation["causes"] as? [String] ?? [])
    })
  }
}
