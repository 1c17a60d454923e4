import Foundation

/// The paths a command works on.
enum ProjectPaths {
  static let bundledLegacyApp = "Examples/LegacyApp"

  /// The paths given; without any, the bundled legacy example when run from this package (for the tour and
  /// dry runs), else the current directory.
  static func roots(_ given: [String]) -> [String] {
    if !given.isEmpty { return given }
    return FileManager.default.fileExists(atPath: bundledLegacyApp) ? [bundledLegacyApp] : ["."]
  }

  /// The paths a command that writes may change: only those given. Writing with no path would rewrite the
  /// package's own bundled example (or whatever directory the command happens to run in).
  static func writableRoots(_ given: [String], flag: String, commandPath: String) throws(UsageError) -> [String] {
    guard !given.isEmpty else {
      throw UsageError(
        message: "\(flag) changes files, so it needs the path of your code: \(commandPath) \(flag) <path>. "
          + "(Without a path, \(commandPath) only previews, on the bundled \(bundledLegacyApp).)",
        commandPath: commandPath)
    }
    return given
  }
}
