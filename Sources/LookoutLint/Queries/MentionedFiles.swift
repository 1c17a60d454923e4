import LookoutSyntax
internal import SwiftParser
internal import SwiftSyntax

/// The project's files that call or declare some types, parsed on demand after every file was checked:
/// rules that must see the call sites of a view, or where a class is created, ask for them by name (a file
/// that mentions none of a rule's trigger words may still call the view). Test code, generated files and
/// files that do not parse are left out. Serial: project rules finish on one thread.
final class MentionedFiles {
  private let paths: [String]
  private let load: (String) -> SourceText?
  private let index: TypeIndex
  private let settings: ProjectSettings
  /// For each type-like name (capitalised), the files that call it: `Name(`, `Name.init(` — built from one
  /// scan of every app file, on the first request.
  private var calls: [String: [String]]?
  private var parsed: [String: LintFile] = [:]

  init(paths: [String], load: @escaping (String) -> SourceText?, index: TypeIndex, settings: ProjectSettings) {
    self.paths = paths
    self.load = load
    self.index = index
    self.settings = settings
  }

  /// No files (for a project built without sources).
  static func none(index: TypeIndex) -> MentionedFiles {
    MentionedFiles(paths: [], load: { _ in nil }, index: index, settings: ProjectSettings())
  }

  /// The parsed files that call one of `names` (`Name(…)`, `Name.init(…)`), in path order.
  func files(calling names: Set<String>) -> [LintFile] {
    guard !names.isEmpty else { return [] }
    if calls == nil { calls = Self.callIndex(paths.filter { !LintFile.isTestPath($0) }, load: load) }
    let found = Set(names.flatMap { calls?[$0] ?? [] })
    return found.sorted().compactMap(file)
  }

  /// The parsed files that declare one of `names` (or an extension of it), in path order.
  func files(declaring names: Set<String>) -> [LintFile] {
    guard !names.isEmpty else { return [] }
    let found = Set(index.declarations.filter { names.contains($0.name) && !LintFile.isTestPath($0.file) }.map(\.file))
    return found.sorted().compactMap(file)
  }

  private func file(_ path: String) -> LintFile? {
    if let file = parsed[path] { return file }
    guard let source = load(path), !GeneratedCode.isGenerated(source), source.firstInvalidUTF8 == nil else { return nil }
    let tree = source.bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
    guard !tree.hasError else { return nil }
    let file = LintFile(file: SourceFile(source: source, tree: tree), index: index, settings: settings)
    parsed[path] = file
    return file
  }

  /// Capitalised names followed by `(` or `.init(`, by file: a cheap pass over the bytes (comments and
  /// strings included, which only adds files to parse).
  private static func callIndex(_ paths: [String], load: (String) -> SourceText?) -> [String: [String]] {
    var index: [String: [String]] = [:]
    for path in paths {
      guard let source = load(path) else { continue }
      var names: Set<String> = []
      source.bytes.withUnsafeBufferPointer { bytes in
        var position = 0
        let count = bytes.count
        while position < count {
          let byte = bytes[position]
          guard byte >= 0x41 && byte <= 0x5A, position == 0 || !isIdentifier(bytes[position - 1]) else {
            position += 1
            continue
          }
          let start = position
          while position < count, isIdentifier(bytes[position]) { position += 1 }
          let end = position
          var next = position
          while next < count, bytes[next] == 0x20 { next += 1 }
          let called = next < count && bytes[next] == UInt8(ascii: "(")
          let initialized = next + 5 < count && bytes[next] == UInt8(ascii: ".") && bytes[next + 1] == UInt8(ascii: "i")
            && bytes[next + 2] == UInt8(ascii: "n") && bytes[next + 3] == UInt8(ascii: "i") && bytes[next + 4] == UInt8(ascii: "t")
            && bytes[next + 5] == UInt8(ascii: "(")
          if called || initialized { names.insert(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)) }
        }
      }
      for name in names { index[name, default: []].append(path) }
    }
    return index
  }

  private static func isIdentifier(_ byte: UInt8) -> Bool {
    (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
  }
}
