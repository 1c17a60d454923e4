import Foundation

/// The built executables (`lookout`, `lookout-bench`), run as a user would: exit status and both output
/// streams.
public enum ToolBinary {
  /// The `lookout` executable beside this test bundle (SwiftPM builds every product before testing).
  public static let path = executable(named: "lookout")

  /// The `lookout-bench` executable.
  public static let benchPath = executable(named: "lookout-bench")

  /// The executable called `name` in the build directory this test bundle runs from.
  public static func executable(named name: String) -> String {
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    for _ in 0..<5 {
      let candidate = directory.appendingPathComponent(name).path
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
      directory.deleteLastPathComponent()
    }
    return "\(name)-not-found-beside-\(CommandLine.arguments[0])"
  }

  /// Runs the tool with `arguments` in `directory`.
  public static func run(_ arguments: [String], in directory: String = PackagePaths.root) throws -> Shell.Result {
    try Shell.run([path] + arguments, in: directory)
  }

  /// Runs `lookout-bench` with `arguments` in `directory`.
  public static func runBench(_ arguments: [String], in directory: String = PackagePaths.root) throws -> Shell.Result {
    try Shell.run([benchPath] + arguments, in: directory)
  }
}
