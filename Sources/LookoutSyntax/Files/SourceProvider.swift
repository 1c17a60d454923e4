import Foundation

/// Where the tools read files from: the file system, or memory (tests, benchmarks).
public protocol SourceProvider: Sendable {
  /// The Swift files to consider, in a stable order.
  var paths: [String] { get }
  /// The paths the files were found under (for patterns relative to a project root); empty in memory.
  var roots: [String] { get }
  /// Files that look like Swift files but could not be read, found while listing them.
  var problems: [FileError] { get }
  func load(_ path: String) throws(FileError) -> SourceText
  /// Why the file at `path` must not be written (a link to a file outside the roots), or nil.
  func writeRefusal(for path: String) -> FileError?
}

extension SourceProvider {
  public var roots: [String] { [] }
  public var problems: [FileError] { [] }
  public func writeRefusal(for path: String) -> FileError? { nil }

  /// Loads a file and checks that it is UTF-8, whatever the provider: how the tools read every file, so
  /// that none reports on bytes it could not read as Swift.
  package func loadSource(_ path: String) throws(FileError) -> SourceText {
    let source = try load(path)
    if let problem = SourceEncoding.problem(in: source) {
      throw FileError.notUTF8(path, line: problem.line, column: problem.column, problem: problem.description)
    }
    return source
  }
}

/// Files on disk under some paths, found by `SourceDiscovery`.
public struct DiskSources: SourceProvider {
  public let paths: [String]
  public let roots: [String]
  public let problems: [FileError]
  /// Temporary files that interrupted runs left under the roots (a writing run removes them).
  public let temporaries: [String]
  private let linksOutside: [String: String]

  /// The Swift files under `roots`; a root that does not exist is an error.
  public init(under roots: [String]) throws(FileError) {
    let discovery = try SourceDiscovery(roots: roots)
    paths = discovery.files
    self.roots = roots
    problems = discovery.problems
    temporaries = discovery.temporaries
    linksOutside = discovery.linksOutside
  }

  /// Exactly these files.
  public init(paths: [String]) {
    self.paths = paths
    roots = []
    problems = []
    temporaries = []
    linksOutside = [:]
  }

  public func load(_ path: String) throws(FileError) -> SourceText { try SourceReader.read(path) }

  public func writeRefusal(for path: String) -> FileError? {
    linksOutside[path].map { FileError.linkOutsideProject(path, target: $0) }
  }
}

/// Files held in memory.
public struct MemorySources: SourceProvider {
  public let files: [String: String]
  public init(_ files: [String: String]) { self.files = files }
  public var paths: [String] { files.keys.sorted() }
  public func load(_ path: String) throws(FileError) -> SourceText {
    guard let text = files[path] else { throw FileError.notFound(path) }
    return SourceText(path: path, text: text)
  }
}
