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
  static func writableRoots(
    _ given: [String], flag: String, arguments: ParsedArguments, invocation: Invocation
  ) throws(UsageError) -> [String] {
    guard !given.isEmpty else {
      let words = arguments.commandWords
      throw UsageError(
        message: "\(flag) changes files, so it needs the path of your code: \(invocation.command(words + [flag])) <path>. "
          + "(Without a path, \(invocation.command(words)) only previews, on the bundled \(bundledLegacyApp).)",
        commandPath: arguments.commandPath)
    }
    return given
  }

  /// The command that runs this one again with `flag` (`--write`, `--fix`), as the user can type it: the same
  /// arguments through the same program (with leave to write, through the plugin). Without a path, the run
  /// looked at the bundled example, which is never written, so the command asks for the path.
  static func rerunHint(adding flag: String, arguments: ParsedArguments, invocation: Invocation) -> String {
    if arguments.positional.isEmpty, !invocation.addsPaths {
      return invocation.command(arguments.commandWords + [flag]) + " <path of your code>"
    }
    return invocation.rerun(adding: flag) ?? "the same command with \(flag)"
  }
}
