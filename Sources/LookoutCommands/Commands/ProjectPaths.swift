import Foundation
import LookoutSyntax

/// The paths a command works on.
enum ProjectPaths {
  static let bundledLegacyApp = "Examples/LegacyApp"

  /// The paths given; without any, the bundled legacy example when run from this package (for the tour and
  /// dry runs), else the current directory.
  static func roots(_ given: [String]) -> [String] {
    if !given.isEmpty { return normalized(given) }
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
          + "(Without a path, \(invocation.command(words)) only previews, on \(roots([]) == [bundledLegacyApp] ? "the bundled " + bundledLegacyApp : "the current directory").)",
        commandPath: arguments.commandPath)
    }
    return normalized(given)
  }

  /// The Swift files under `roots`, or a usage error when there is none to work on: a wrong path must not pass
  /// as "0 files, nothing to do". A named file that is not Swift is one too. Files that exist but cannot be
  /// read are the command's to report (they are not "no Swift files").
  static func sources(under roots: [String], arguments: ParsedArguments) throws -> DiskSources {
    for root in roots {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), !isDirectory.boolValue, !root.hasSuffix(".swift") {
        throw UsageError(message: "\(root) is not a Swift file; pass Swift files, or the folder that holds your sources",
                         commandPath: arguments.commandPath)
      }
    }
    let sources = try DiskSources(under: roots)
    if sources.paths.isEmpty, sources.problems.isEmpty {
      throw UsageError(message: "no Swift files under \(roots.joined(separator: ", ")); pass the folder that holds your sources",
                       commandPath: arguments.commandPath)
    }
    return sources
  }

  /// The paths as given, each without `.` and `..` components (`sub/../App` is `App`: diff headers that
  /// `git apply` and `patch` accept), and each once: a file reached through two spellings is one file.
  /// A path whose `..` passes through a link keeps its spelling: the system resolves it elsewhere.
  static func normalized(_ paths: [String]) -> [String] {
    var seen = Set<String>()
    return paths.map { typed in
      let short = lexicallyNormalized(typed)
      guard short != typed else { return typed }
      func physical(_ path: String) -> String { URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path }
      return physical(short) == physical(typed) ? short : typed
    }.filter { seen.insert(lexicallyNormalized($0)).inserted }
  }

  /// `path` with `.` and `..` resolved by its words, as a shell user reads it (not through links); relative
  /// paths stay relative, and `..` above a relative start stays.
  static func lexicallyNormalized(_ path: String) -> String {
    let absolute = path.hasPrefix("/")
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) {
      switch part {
      case ".": continue
      case "..":
        if let last = parts.last, last != ".." { parts.removeLast() } else if !absolute { parts.append(part) }
      default: parts.append(part)
      }
    }
    let joined = parts.joined(separator: "/")
    return absolute ? "/" + joined : (joined.isEmpty ? "." : joined)
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
