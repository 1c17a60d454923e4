import Foundation
import LookoutSyntax
import SwiftParser

/// `lookout-bench parse --real <dir>`: which Swift files under a directory swift-syntax rejects, in the
/// language mode the tools parse in (`ParsedSource.languageMode`, Swift 5) and in swift-syntax's default
/// (Swift 6). What the tools cannot parse they leave alone; compared with the compiler's verdict
/// (`swiftc -frontend -parse`, run by `Benchmarks/corpus_check.py`), this says whether any file the compiler
/// accepts is left unread.
public struct ParseAgreement {
  public struct Report: Sendable {
    public let directory: String
    public let files: Int
    /// Files with a syntax error in the tools' language mode, and the first error of each.
    public let rejected: [(path: String, error: String)]
    /// Files with a syntax error in swift-syntax's default (Swift 6) mode.
    public let rejectedInSwift6Mode: [String]
  }

  let directory: String

  public init(directory: String) { self.directory = directory }

  public func run() throws(FileError) -> Report {
    let sources = try DiskSources(under: [directory])
    var rejected: [(String, String)] = []
    var rejectedSwift6: [String] = []
    OrderedParallelMap.run(sources.paths, jobs: OrderedParallelMap.defaultJobs, transform: { path -> (String?, Bool) in
      guard let source = try? sources.load(path) else { return (nil, false) }
      let tree = ParsedSource.tree(of: source.bytes)
      let error = tree.hasError ? SyntaxErrors.describe(tree, lines: LineTable(source.bytes)).first ?? "syntax error" : nil
      let swift6 = source.bytes.withUnsafeBufferPointer { Parser.parse(source: $0, swiftVersion: .v6) }.hasError
      return (error, swift6)
    }, consume: { index, result in
      if let error = result.0 { rejected.append((sources.paths[index], error)) }
      if result.1 { rejectedSwift6.append(sources.paths[index]) }
    })
    return Report(directory: directory, files: sources.paths.count, rejected: rejected, rejectedInSwift6Mode: rejectedSwift6)
  }
}
