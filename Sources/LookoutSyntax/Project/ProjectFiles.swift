import Foundation

/// The Swift files under the given paths, skipping build output and dependencies.
package enum ProjectFiles {
  /// Directory names never searched: build folders, dependency checkouts, version control.
  package static let skippedDirectories: Set<String> = [
    ".build", "build", "Build", "DerivedData", "Pods", "Carthage", ".git", ".swiftpm", "node_modules", ".svn",
  ]

  /// Every `.swift` file under `paths` (files are taken as given), sorted for stable output.
  package static func swiftFiles(under paths: [String]) throws(FileError) -> [String] {
    var files: [String] = []
    let manager = FileManager.default
    for path in paths {
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw FileError.notFound(path)
      }
      guard isDirectory.boolValue else {
        if path.hasSuffix(".swift") { files.append(path) }
        continue
      }
      guard let enumerator = manager.enumerator(atPath: path) else {
        throw FileError.unreadable(path)
      }
      while let relative = enumerator.nextObject() as? String {
        let name = (relative as NSString).lastPathComponent
        if skippedDirectories.contains(name) {
          enumerator.skipDescendants()
          continue
        }
        if relative.hasSuffix(".swift") { files.append((path as NSString).appendingPathComponent(relative)) }
      }
    }
    return Array(Set(files)).sorted()
  }

  /// Reads a file's bytes.
  package static func read(_ path: String) throws(FileError) -> SourceText {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw FileError.unreadable(path)
    }
    return SourceText(path: path, bytes: Array(data))
  }
}
