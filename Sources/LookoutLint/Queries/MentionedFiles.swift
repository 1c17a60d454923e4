import LookoutSyntax
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
    if calls == nil { calls = Self.callIndex(paths.filter { !TestCode.contains($0) }, load: load) }
    let found = Set(names.flatMap { calls?[$0] ?? [] })
    return found.sorted().compactMap(file)
  }

  /// Whether the files that declare `type` (or extend it) declare `property` a constant: some says
  /// `let property` and none `var property` (read from the text, without parsing: a local `let` of that name
  /// counts too, which errs on the side of silence).
  func declaresConstant(_ property: String, of type: String) -> Bool {
    let paths = Set(index.declarations.filter { $0.name == type && !TestCode.contains($0.file) }.map(\.file))
    var constant = false
    for path in paths.sorted() {
      guard let source = load(path) else { continue }
      if Self.contains(keyword: "var", name: property, in: source.bytes) { return false }
      constant = constant || Self.contains(keyword: "let", name: property, in: source.bytes)
    }
    return constant
  }

  /// `let name` or `var name` (the name ending at a non-identifier byte).
  private static func contains(keyword: String, name: String, in bytes: [UInt8]) -> Bool {
    let pattern = Array((keyword + " " + name).utf8)
    guard bytes.count > pattern.count else { return false }
    var position = 0
    while position + pattern.count <= bytes.count {
      if bytes[position] == pattern[0], position == 0 || !isIdentifier(bytes[position - 1]),
         bytes[position..<(position + pattern.count)].elementsEqual(pattern),
         position + pattern.count == bytes.count || !isIdentifier(bytes[position + pattern.count]) {
        return true
      }
      position += 1
    }
    return false
  }

  private func file(_ path: String) -> LintFile? {
    if let file = parsed[path] { return file }
    guard let source = load(path), !GeneratedCode.isGenerated(source), source.firstInvalidUTF8 == nil else { return nil }
    let tree = ParsedSource.tree(of: source.bytes)
    guard !tree.hasError else { return nil }
    let file = LintFile(file: SourceFile(source: source, tree: tree), index: index, settings: settings)
    parsed[path] = file
    return file
  }

  /// Capitalised names followed by `(` or `.init(`, or by `= .init(` (`static let shared: Model = .init()`),
  /// by file: a cheap pass over the bytes (comments and strings included, which only adds files to parse).
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
          func isInit(at index: Int) -> Bool {
            index + 5 < count && bytes[index] == UInt8(ascii: ".") && bytes[index + 1] == UInt8(ascii: "i")
              && bytes[index + 2] == UInt8(ascii: "n") && bytes[index + 3] == UInt8(ascii: "i") && bytes[index + 4] == UInt8(ascii: "t")
              && bytes[index + 5] == UInt8(ascii: "(")
          }
          let called = next < count && bytes[next] == UInt8(ascii: "(")
          var assigned = false
          if next < count, bytes[next] == UInt8(ascii: "=") {
            var value = next + 1
            while value < count, bytes[value] == 0x20 { value += 1 }
            assigned = isInit(at: value)
          }
          if called || isInit(at: next) || assigned { names.insert(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)) }
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
