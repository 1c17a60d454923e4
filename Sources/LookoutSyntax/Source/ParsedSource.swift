package import SwiftParser
package import SwiftSyntax

/// A file's bytes and syntax tree, parsed so that an edited version can be re-parsed incrementally:
/// checking that a rewrite still parses then costs little more than the edited regions.
package struct ParsedSource {
  package let source: SourceText
  package let result: IncrementalParseResult

  package var tree: SourceFileSyntax { result.tree }
  package var path: String { source.path }

  package init(_ source: SourceText) {
    self.source = source
    result = source.bytes.withUnsafeBufferPointer { Self.parse($0, transition: nil) }
  }

  /// The language mode every file is parsed in. Swift 5 mode is the lenient one: what it accepts is a superset
  /// of what Swift 6 mode accepts (they differ only in whitespace around attributes: `@Environment (\.x)`
  /// is a warning in Swift 5 mode and an error in Swift 6 mode, and swift-syntax parses in Swift 6 mode unless
  /// told otherwise). A file's mode is set by its build, which the tools do not see; reading every file that
  /// some mode accepts loses none.
  package static let languageMode = Parser.SwiftVersion.v5

  /// A whole file's tree, in `languageMode` (for readers that need no incremental re-parse).
  package static func tree(of bytes: [UInt8]) -> SourceFileSyntax {
    bytes.withUnsafeBufferPointer { Parser.parse(source: $0, swiftVersion: languageMode) }
  }

  private static func parse(_ bytes: UnsafeBufferPointer<UInt8>, transition: IncrementalParseTransition?) -> IncrementalParseResult {
    var parser = Parser(bytes, parseTransition: transition, swiftVersion: languageMode)
    let tree = SourceFileSyntax.parse(from: &parser)
    return IncrementalParseResult(tree: tree, lookaheadRanges: parser.lookaheadRanges)
  }

  /// Beyond this many edits, checking every reusable node against every edit costs more than a parse.
  package static let incrementalEditLimit = 16

  /// The tree of this file after `edits` (which produced `bytes`): for a few edits, parsed incrementally,
  /// reusing the untouched parts of this one; for many, parsed afresh, which is linear in the file.
  package func reparsed(after edits: [Edit], giving bytes: [UInt8]) -> SourceFileSyntax {
    guard edits.count <= Self.incrementalEditLimit else { return bytes.withUnsafeBufferPointer { Parser.parse(source: $0) } }
    let sourceEdits = edits.sorted().map { edit in
      SourceEdit(range: AbsolutePosition(utf8Offset: edit.range.lowerBound)..<AbsolutePosition(utf8Offset: edit.range.upperBound),
                 replacement: edit.replacement)
    }
    guard let concurrent = try? ConcurrentEdits(concurrent: sourceEdits) else {
      return Self.tree(of: bytes)
    }
    let transition = IncrementalParseTransition(previousIncrementalParseResult: result, edits: concurrent)
    return bytes.withUnsafeBufferPointer { Self.parse($0, transition: transition).tree }
  }
}

/// Trees kept from the index for the rewrite, up to a fixed amount of source text: a project that fits is
/// parsed once; a bigger one re-parses what did not fit, and memory stays bounded either way.
package struct TreeCache {
  package let limit: Int
  private var entries: [String: ParsedSource] = [:]
  private var bytes = 0

  package init(limit: Int) { self.limit = limit }

  package mutating func keep(_ parsed: ParsedSource) {
    guard bytes + parsed.source.bytes.count <= limit else { return }
    entries[parsed.path] = parsed
    bytes += parsed.source.bytes.count
  }

  /// The cached tree, handed over (no longer kept); nil when it was not kept.
  package mutating func take(_ path: String) -> ParsedSource? {
    guard let parsed = entries.removeValue(forKey: path) else { return nil }
    bytes -= parsed.source.bytes.count
    return parsed
  }
}
