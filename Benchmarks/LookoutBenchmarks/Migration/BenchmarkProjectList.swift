import Foundation
import LookoutSyntax

/// The public projects a real-code benchmark runs on, pinned at commits: one `owner/name commit group` a
/// line (`#` starts a comment). The benchmark reads each from `<directory>/<owner>+<name>`, an export of that
/// commit (`git --git-dir <mirror> archive <commit> | tar -x -C <directory>/<owner>+<name>`); the list, never
/// the code, is kept in the repository.
public enum BenchmarkProjectList {
  public struct Entry: Sendable, Equatable {
    /// `owner/name`.
    public let repository: String
    public let commit: String
    /// What the project is there for (`original`, `added`…): figures are given per group too.
    public let group: String

    /// The directory name of the export: `owner+name`.
    public var directoryName: String { repository.replacingOccurrences(of: "/", with: "+") }
  }

  /// A list that cannot be read, or a line that is not `owner/name commit group`.
  public struct Problem: Error, CustomStringConvertible, Sendable {
    public let description: String
  }

  /// Reads a list; a malformed line is an error naming the file and the line.
  public static func read(_ path: String) throws(Problem) -> [Entry] {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw Problem(description: "\(FileError.notFound(path))")
    }
    return try parse(String(decoding: data, as: UTF8.self), path: path)
  }

  public static func parse(_ text: String, path: String) throws(Problem) -> [Entry] {
    var entries: [Entry] = []
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let content = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
      let fields = content.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init)
      if fields.isEmpty { continue }
      let parts = fields[0].split(separator: "/")
      guard fields.count == 3, parts.count == 2, fields[1].count >= 7, fields[1].allSatisfy(\.isHexDigit) else {
        throw Problem(description: "\(path):\(number + 1): expected `owner/name commit group`, found `\(content.trimmingCharacters(in: .whitespaces))`")
      }
      entries.append(Entry(repository: fields[0], commit: fields[1], group: fields[2]))
    }
    return entries
  }
}
