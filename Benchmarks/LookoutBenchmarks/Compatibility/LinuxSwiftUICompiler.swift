import Foundation

/// Type-checks files written for SwiftUI against LookoutUI, as a Linux test target compiles them (README:
/// "Testing SwiftUI views on Linux"): `import SwiftUI` and `import Combine` aliased to LookoutUI and
/// LookoutCombine, the other Apple frameworks aliased to their stand-ins, Darwin's implicit Foundation imports,
/// and this package's macro plugin for `#Preview`.
struct LinuxSwiftUICompiler {
  /// The build directory holding `Modules/` and `LookoutMacros-tool` (the one `lookout-bench` runs from).
  let buildDirectory: URL
  /// `5` or `6`.
  var languageMode = 5
  /// Directories of modules besides the build's (a unit's sibling modules).
  var moduleDirectories: [String] = []
  /// Conditions to define (`DEBUG`, as `swift test` builds).
  var definitions: [String] = []
  /// More flags (a target's upcoming features).
  var flags: [String] = []

  /// The directory of the running executable, if it is a SwiftPM build directory.
  static func buildDirectoryOfThisExecutable() -> URL? {
    let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
    let directory = executable.deletingLastPathComponent()
    let modules = directory.appendingPathComponent("Modules/LookoutUI.swiftmodule")
    return FileManager.default.fileExists(atPath: modules.path) ? directory : nil
  }

  /// The module each Apple framework's name means on Linux, as the README's manifest aliases them. Only those
  /// the build holds are aliased (a build from before a stand-in existed measures without it).
  static let standIns: [(framework: String, module: String)] = [
    ("SwiftUI", "LookoutUI"), ("Combine", "LookoutCombine"),
    ("UIKit", "LookoutUIKit"), ("AppKit", "LookoutAppKit"),
    ("os", "LookoutOS"), ("OSLog", "LookoutOSLog"),
    ("UniformTypeIdentifiers", "LookoutUniformTypeIdentifiers"), ("CoreGraphics", "LookoutCoreGraphics"),
    ("CoreTransferable", "LookoutCoreTransferable"),
  ]

  var arguments: [String] {
    let build = buildDirectory.path
    var arguments = [
      "-wmo", "-continue-building-after-errors", "-swift-version", "\(languageMode)", "-diagnostic-style", "llvm",
      "-I", "\(build)/Modules", "-I", "\(build)/LookoutShims.build", "-I", "\(build)/LookoutCoreGraphicsTypes.build",
      "-load-plugin-executable", "\(build)/LookoutMacros-tool#LookoutMacros",
    ]
    for directory in moduleDirectories { arguments += ["-I", directory] }
    for (framework, module) in Self.standIns
    where FileManager.default.fileExists(atPath: "\(build)/Modules/\(module).swiftmodule") {
      arguments += ["-module-alias", "\(framework)=\(module)"]
    }
    // What Darwin's Foundation brings every file: Combine, Observation, URLSession, and what Foundation has on
    // Apple platforms only (LookoutFoundationParity, when the build has it).
    var implicit = ["Combine", "Observation", "FoundationNetworking"]
    if FileManager.default.fileExists(atPath: "\(build)/Modules/LookoutFoundationParity.swiftmodule") { implicit.append("LookoutFoundationParity") }
    for module in implicit {
      arguments += ["-Xfrontend", "-import-module", "-Xfrontend", module]
    }
    for definition in definitions { arguments += ["-D", definition] }
    return arguments + flags
  }

  /// One error the compiler reported.
  struct Diagnostic: Sendable, Equatable {
    let file: String
    let line: Int
    let column: Int
    let message: String
  }

  /// What one run of the compiler reported, and whether it succeeded.
  struct Outcome {
    let errors: [Diagnostic]
    let succeeded: Bool
    let output: String
  }

  /// Type-checks `files` as one module, in one run of the compiler; with `emitModuleTo`, also writes the module
  /// there (for modules that import it). `-parse-as-library` unless a file is `main.swift`.
  func compile(_ files: [String], moduleName: String, emitModuleTo directory: String? = nil) throws -> Outcome {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    var mode = ["-typecheck"]
    if let directory { mode = ["-emit-module", "-emit-module-path", "\(directory)/\(moduleName).swiftmodule"] }
    let library = files.contains { ($0 as NSString).lastPathComponent == "main.swift" } ? [] : ["-parse-as-library"]
    process.arguments = ["swiftc"] + mode + library + arguments + ["-module-name", moduleName] + files
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self)
    let errors = Self.errors(in: text)
    if process.terminationStatus != 0 && errors.isEmpty { throw CompilerFailure(output: text) }
    return Outcome(errors: errors, succeeded: process.terminationStatus == 0, output: text)
  }

  /// The first error of each file that has one, by path; files not listed type-check. All files are checked
  /// as one module, in one run of the compiler.
  func errors(in files: [String], moduleName: String) throws -> [String: String] {
    guard !files.isEmpty else { return [:] }
    var errors: [String: String] = [:]
    for error in try compile(files, moduleName: moduleName).errors where files.contains(error.file) {
      if errors[error.file] == nil { errors[error.file] = "\(error.line):\(error.column): \(error.message)" }
    }
    return errors
  }

  /// The `path:line:column: error: message` lines of the compiler's output.
  static func errors(in output: String) -> [Diagnostic] {
    output.split(separator: "\n").compactMap { line in
      guard let range = line.range(of: ": error: ") else { return nil }
      let parts = line[..<range.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
      guard parts.count >= 3, let row = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]) else {
        // An error without a place (`<unknown>:0: error: …`): the whole module's.
        return Diagnostic(file: "", line: 0, column: 0, message: String(line[range.upperBound...]))
      }
      return Diagnostic(file: parts.dropLast(2).joined(separator: ":"), line: row, column: column, message: String(line[range.upperBound...]))
    }
  }

  /// The compiler failed without naming an error (a missing module, a bad flag).
  struct CompilerFailure: Error, CustomStringConvertible {
    let output: String
    var description: String { "swiftc failed:\n" + output.split(separator: "\n").prefix(20).joined(separator: "\n") }
  }
}
