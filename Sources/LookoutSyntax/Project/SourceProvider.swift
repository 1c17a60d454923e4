import Foundation

/// Where the tools read files from: the file system, or memory (tests, benchmarks).
public protocol SourceProvider: Sendable {
  /// The Swift files to consider, in a stable order.
  var paths: [String] { get }
  func load(_ path: String) throws(FileError) -> SourceText
}

/// Files on disk under some paths.
public struct DiskSources: SourceProvider {
  public let paths: [String]
  public init(under roots: [String]) throws(FileError) { paths = try ProjectFiles.swiftFiles(under: roots) }
  /// Exactly these files.
  public init(paths: [String]) { self.paths = paths }
  public func load(_ path: String) throws(FileError) -> SourceText { try ProjectFiles.read(path) }
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
