import Foundation

/// The directories above one, nearest first, up to the repository's root: the first that holds `.git` is
/// the last one (none when the directory itself holds it), and no more than 32. Where the files of the
/// project enclosing a path given are looked for (its settings, its lock files).
enum RepositoryAncestors {
  static func of(_ directory: String) -> [URL] {
    let manager = FileManager.default
    var current = URL(fileURLWithPath: directory).standardizedFileURL
    var found: [URL] = []
    while found.count < 32, !manager.fileExists(atPath: current.appendingPathComponent(".git").path) {
      let parent = current.deletingLastPathComponent()
      guard parent.path != current.path else { break }
      current = parent
      found.append(current)
    }
    return found
  }
}
