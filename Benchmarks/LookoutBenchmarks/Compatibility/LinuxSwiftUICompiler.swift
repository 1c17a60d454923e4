import Foundation

/// Type-checks files written for SwiftUI against LookoutUI, as a Linux test target compiles them (README:
/// "Testing SwiftUI views on Linux"): `import SwiftUI` and `import Combine` aliased to LookoutUI and
/// LookoutCombine, Darwin's implicit Foundation imports, and this package's macro plugin for `#Preview`.
struct LinuxSwiftUICompiler {
  /// The build directory holding `Modules/` and `LookoutMacros-tool` (the one `lookout` runs from).
  let buildDirectory: URL
  /// `5` or `6`.
  var languageMode = 5

  /// The directory of the running `lookout` executable, if it is a SwiftPM build directory.
  static func buildDirectoryOfThisExecutable() -> URL? {
    let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
    let directory = executable.deletingLastPathComponent()
    let modules = directory.appendingPathComponent("Modules/LookoutUI.swiftmodule")
    return FileManager.default.fileExists(atPath: modules.path) ? directory : nil
  }

  var arguments: [String] {
    let build = buildDirectory.path
    return [
      "-typecheck", "-wmo", "-continue-building-after-errors", "-parse-as-library", "-swift-version", "\(languageMode)",
      "-I", "\(build)/Modules", "-I", "\(build)/LookoutShims.build",
      "-load-plugin-executable", "\(build)/LookoutMacros-tool#LookoutMacros",
      "-module-alias", "SwiftUI=LookoutUI", "-module-alias", "Combine=LookoutCombine",
      "-Xfrontend", "-import-module", "-Xfrontend", "Combine",
      "-Xfrontend", "-import-module", "-Xfrontend", "Observation",
      "-Xfrontend", "-import-module", "-Xfrontend", "FoundationNetworking",
    ]
  }

  /// The first error of each file that has one, by path; files not listed type-check. All files are checked
  /// as one module, in one run of the compiler.
  func errors(in files: [String], moduleName: String) throws -> [String: String] {
    guard !files.isEmpty else { return [:] }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swiftc"] + arguments + ["-module-name", moduleName] + files
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    var errors: [String: String] = [:]
    for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
      // path:line:column: error: message
      guard let range = line.range(of: ": error: ") else { continue }
      let location = line[..<range.lowerBound]
      let parts = location.split(separator: ":")
      guard parts.count >= 3, let file = files.first(where: { $0 == parts.dropLast(2).joined(separator: ":") }) else { continue }
      if errors[file] == nil { errors[file] = "\(parts.suffix(2).joined(separator: ":")): \(line[range.upperBound...])" }
    }
    if process.terminationStatus != 0 && errors.isEmpty {
      throw CompilerFailure(output: String(decoding: data, as: UTF8.self))
    }
    return errors
  }

  /// The compiler failed without naming a file (a missing module, a bad flag).
  struct CompilerFailure: Error, CustomStringConvertible {
    let output: String
    var description: String { "swiftc failed:\n" + output.split(separator: "\n").prefix(20).joined(separator: "\n") }
  }
}
