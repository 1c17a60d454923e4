import Foundation

/// The built `lookout` executable, run as a user would: exit status and both output streams.
public enum ToolBinary {
  /// The executable beside this test bundle (SwiftPM builds every product before testing).
  public static let path: String = {
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    for _ in 0..<5 {
      let candidate = directory.appendingPathComponent("lookout").path
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
      directory.deleteLastPathComponent()
    }
    return "lookout-not-found-beside-\(CommandLine.arguments[0])"
  }()

  /// Runs the tool with `arguments` in `directory`.
  public static func run(_ arguments: [String], in directory: String = PackagePaths.root) throws -> Shell.Result {
    try Shell.run([path] + arguments, in: directory)
  }
}
