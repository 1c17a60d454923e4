import Foundation

/// The Swift files under some paths, found in one walk, the same way for every tool and for library users
/// (swift-format's `FileIterator` plays this part there):
///
/// - Directories are searched, except build output, dependencies and version control (`skippedDirectories`),
///   and Xcode's file and project templates (`*.xctemplate`), whose Swift files no target compiles: their
///   placeholders (`___FILEBASENAME___`, `___VARIABLE_name___`) are not the project's types.
///   A directory whose name ends in `.swift` is searched like any other.
/// - A symbolic link to a file is followed. When its target lies under the paths given, the file is listed once,
///   by the target's path, so that writing it changes the target and the link stays a link. When the target is
///   elsewhere, the file is listed by the link's path and `linksOutside` names the target: it is read, never
///   written. Links to directories are not followed, as git does not follow them.
/// - What looks like a Swift file but cannot be read is in `problems`: a FIFO, socket or device named `.swift`,
///   a broken link, a loop of links, a directory whose entries cannot be listed.
/// - Temporary files that an interrupted run left (`TemporaryFile`) are in `temporaries`.
package struct SourceDiscovery: Sendable {
  /// Directory names never searched: build folders, dependency checkouts, version control.
  package static let skippedDirectories: Set<String> = [
    ".build", "build", "Build", "DerivedData", "Pods", "Carthage", ".git", ".swiftpm", "node_modules", ".svn",
  ]

  /// The paths searched, as given.
  package let roots: [String]
  /// The Swift files, sorted, each once.
  package private(set) var files: [String] = []
  /// Files listed by a link whose target is outside the roots: path → the target's resolved path.
  package private(set) var linksOutside: [String: String] = [:]
  /// Files and directories that could not be read.
  package private(set) var problems: [FileError] = []
  /// Temporary files left by interrupted runs.
  package private(set) var temporaries: [String] = []

  /// Each root with its resolved path, for telling where a link's target lies.
  private let resolvedRoots: [(given: String, resolved: String)]

  /// Walks `roots`; a root that does not exist is an error.
  package init(roots: [String]) throws(FileError) {
    self.roots = roots
    var resolved: [(String, String)] = []
    for root in roots {
      guard case .success = POSIXFile.status(of: root, followingLinks: false) else { throw FileError.notFound(root) }
      if case .success(let path) = POSIXFile.resolvedPath(root) { resolved.append((root, path)) }
    }
    resolvedRoots = resolved
    var found = Set<String>()
    for root in roots {
      switch POSIXFile.status(of: root) {
      case .success(let status) where status.kind == .directory:
        walk(root, into: &found)
      case .success(let status):
        if root.hasSuffix(".swift") { consider(root, status: status, viaLink: Self.isLink(root), into: &found) }
      case .failure(let failure):
        problems.append(.unreadable(root, reason: Self.linkProblem(root, failure)))
      }
    }
    files = found.sorted()
  }

  /// A name that is not UTF-8, with each byte outside it shown as `\xE9`.
  package static func escaped(_ bytes: [UInt8]) -> String {
    var text = ""
    var index = 0
    while index < bytes.count {
      // The longest valid UTF-8 run from here, else one byte, escaped.
      var end = min(bytes.count, index + 4)
      while end > index, String(validating: bytes[index..<end], as: UTF8.self) == nil { end -= 1 }
      if end > index, let run = String(validating: bytes[index..<end], as: UTF8.self) {
        text += run
        index = end
      } else {
        text += "\\x" + String(bytes[index], radix: 16, uppercase: true)
        index += 1
      }
    }
    return text
  }

  /// An Xcode file or project template (`View.xctemplate`): source text with placeholders, never compiled.
  package static func isTemplateDirectory(_ name: String) -> Bool { name.hasSuffix(".xctemplate") }

  /// Whether `resolved` (a resolved path) lies under one of `roots`.
  package static func isInside(_ resolved: String, roots: [String]) -> Bool {
    roots.contains { root in
      guard case .success(let base) = POSIXFile.resolvedPath(root) else { return false }
      return resolved == base || resolved.hasPrefix(base.hasSuffix("/") ? base : base + "/")
    }
  }

  // MARK: The walk

  private mutating func walk(_ directory: String, into found: inout Set<String>) {
    var names: [String] = []
    switch POSIXFile.entryNames(of: directory) {
    case .failure:
      problems.append(.unreadable(directory, reason: "its entries cannot be listed (check its permissions)"))
      return
    case .success(let entries):
      for bytes in entries {
        guard let name = String(validating: bytes, as: UTF8.self) else {
          // No path string can name it: it cannot be read, and a Swift file or folder of Swift files there
          // would be missed without a word.
          problems.append(.unreadable(Self.join(directory, Self.escaped(bytes)),
                                      reason: "its name is not valid UTF-8, so it was not read (nor anything in it, if it is a folder); rename it in UTF-8"))
          continue
        }
        names.append(name)
      }
    }
    for name in names.sorted() {
      let path = Self.join(directory, name)
      guard case .success(let entry) = POSIXFile.status(of: path, followingLinks: false) else { continue }
      switch entry.kind {
      case .directory:
        if !Self.skippedDirectories.contains(name), !Self.isTemplateDirectory(name) { walk(path, into: &found) }
      case .symbolicLink:
        guard name.hasSuffix(".swift") else { continue }
        switch POSIXFile.status(of: path) {
        case .success(let target) where target.kind == .directory:
          continue
        case .success(let target):
          consider(path, status: target, viaLink: true, into: &found)
        case .failure(let failure):
          problems.append(.unreadable(path, reason: Self.linkProblem(path, failure)))
        }
      default:
        if name.hasSuffix(".swift") {
          consider(path, status: entry, viaLink: false, into: &found)
        } else if entry.kind == .regular, TemporaryFile.isTemporaryName(name) {
          temporaries.append(path)
        }
      }
    }
  }

  /// Lists a file named `.swift` (reached through a link when `viaLink`), or says why it cannot be read.
  private mutating func consider(_ path: String, status: FileStatus, viaLink: Bool, into found: inout Set<String>) {
    guard status.kind == .regular else {
      problems.append(.unreadable(path, reason: "it is \(status.kind.rawValue), not a regular file"))
      return
    }
    guard viaLink else {
      found.insert(path)
      return
    }
    guard case .success(let target) = POSIXFile.resolvedPath(path) else {
      problems.append(.unreadable(path, reason: "its symbolic link cannot be resolved"))
      return
    }
    if let place = placeUnderRoots(target) {
      found.insert(place)
    } else {
      found.insert(path)
      linksOutside[path] = target
    }
  }

  /// `resolved` as a path under the root that holds it (`Sources/Models/A.swift`), or nil.
  private func placeUnderRoots(_ resolved: String) -> String? {
    for (given, base) in resolvedRoots {
      if resolved == base { return given }
      let prefix = base.hasSuffix("/") ? base : base + "/"
      if resolved.hasPrefix(prefix) { return Self.join(given, String(resolved.dropFirst(prefix.count))) }
    }
    return nil
  }

  private static func isLink(_ path: String) -> Bool {
    if case .success(let status) = POSIXFile.status(of: path, followingLinks: false) { return status.kind == .symbolicLink }
    return false
  }

  /// Why a link cannot be followed: broken, or a loop.
  private static func linkProblem(_ path: String, _ failure: POSIXFailure) -> String {
    guard isLink(path) else { return failure.description }
    let target = POSIXFile.linkTarget(path).map { " (to \($0))" } ?? ""
    return failure.isLinkLoop ? "a loop of symbolic links\(target)" : "a broken symbolic link\(target)"
  }

  /// `directory/name`, as the rest of the tools print paths (`./x` under `.`).
  package static func join(_ directory: String, _ name: String) -> String {
    (directory as NSString).appendingPathComponent(name)
  }
}
