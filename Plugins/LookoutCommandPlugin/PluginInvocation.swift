import Foundation
import PackagePlugin

/// How both plugin verbs run the `lookout` tool. (One file, linked into both plugin targets, which cannot
/// share a library.)
enum PluginInvocation {
  static let commands: Set<String> = ["lint", "migrate", "report", "why"]
  static let writeFlags: Set<String> = ["--write", "--fix"]
  /// The tool's options that take a value: the word after them is not a path.
  static let valuedOptions: Set<String> = [
    "--format", "--fail-on", "--explain", "--config", "--runtime", "--only", "--unpublished", "--xcode", "--jobs", "--target",
  ]

  struct Failure: Error, CustomStringConvertible {
    let status: Int32
    var description: String { "lookout exited with status \(status)" }
  }

  static func run(context: PluginContext, arguments: [String]) throws {
    try run(tool: context.tool(named: "lookout").url, directory: context.package.directoryURL, arguments: arguments) { targets in
      try paths(of: context.package, targets: targets)
    }
  }

  /// Runs the tool in `directory` (a package's or an Xcode project's) with `arguments`; without paths among
  /// them, on `defaultPaths` of the `--target`s named (all source targets when none is).
  static func run(tool: URL, directory: URL, arguments: [String], defaultPaths: ([String]) throws -> [String]) throws {
    guard let command = arguments.first, commands.contains(command) || command.hasPrefix("-") else {
      Diagnostics.error("usage: swift package lookout <lint|migrate|report|why> [options] [paths]; see `swift package lookout lint --help`")
      throw Failure(status: 2)
    }
    var rest = Array(arguments.dropFirst())
    let targets = extractTargets(&rest)
    var toolArguments = [command] + rest
    // `why <subject> [paths]`: the first word is what to explain, not a path.
    let positional = command == "why" ? Array(rest.drop { $0.hasPrefix("-") }.dropFirst()) : rest
    if !hasPath(positional), !rest.contains("--help"), !rest.contains("-h") {
      toolArguments += try defaultPaths(targets)
    }
    let process = Process()
    process.executableURL = tool
    process.arguments = toolArguments
    process.currentDirectoryURL = directory
    process.environment = hintEnvironment(arguments: arguments)
    try process.run()
    process.waitUntilExit()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      throw Failure(status: process.terminationStatus)
    }
  }

  /// Tells the tool how the user ran it, so that the commands it suggests (`--write`, `--fix`,
  /// `--explain`) are spelt for the plugin: `swift package lookout …` to read, the `lookout-write` verb with
  /// SwiftPM's permission to write, and the user's own arguments (without the target paths added here).
  private static func hintEnvironment(arguments: [String]) -> [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["LOOKOUT_PLUGIN_PROGRAM"] = "swift package lookout"
    environment["LOOKOUT_PLUGIN_WRITING_PROGRAM"] = "swift package --allow-writing-to-package-directory lookout-write"
    if let data = try? JSONSerialization.data(withJSONObject: arguments), let text = String(data: data, encoding: .utf8) {
      environment["LOOKOUT_PLUGIN_ARGUMENTS"] = text
    }
    return environment
  }

  /// Removes `--target <name>` pairs, returning the names.
  private static func extractTargets(_ arguments: inout [String]) -> [String] {
    var names: [String] = []
    var index = 0
    while index < arguments.count {
      if arguments[index] == "--target", index + 1 < arguments.count {
        names.append(arguments[index + 1])
        arguments.removeSubrange(index...(index + 1))
      } else {
        index += 1
      }
    }
    return names
  }

  /// Whether the user named files or directories.
  private static func hasPath(_ arguments: [String]) -> Bool {
    var previous: String?
    for argument in arguments {
      defer { previous = argument }
      if argument.hasPrefix("-") { continue }
      if let previous, valuedOptions.contains(previous) { continue }
      return true
    }
    return false
  }

  /// The directories of the named targets, or of every source target that is not a test.
  private static func paths(of package: Package, targets names: [String]) throws -> [String] {
    let modules = package.sourceModules
    if names.isEmpty {
      let sources = modules.filter { $0.kind != .test }.map { $0.directoryURL.path }
      return sources.isEmpty ? [package.directoryURL.path] : sources
    }
    return try names.map { name in
      guard let module = modules.first(where: { $0.name == name }) else {
        Diagnostics.error("no source target named '\(name)' in \(package.displayName)")
        throw Failure(status: 2)
      }
      return module.directoryURL.path
    }
  }
}
