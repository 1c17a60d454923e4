import Foundation

/// `lookout-bench client`: Lookout's runtime measured as an app's package sees it. Builds
/// `Benchmarks/ClientPackage` (Lookout by path, the models declared in the client) in release, once in Swift 5
/// and once in Swift 6 language mode, runs each build and collects its rows.
public struct ClientPackageBenchmark {
  /// One row of one build: nanoseconds (or bytes) per model kind, `nil` where the row does not apply.
  public struct Row: Codable, Sendable {
    public var section: String
    public var name: String
    public var unit: String
    public var plain: Double?
    public var observable: Double?
    public var tracked: Double?
    public var lookoutOnly: Double?
    public var observationFloor: Double?
  }

  /// What one build printed.
  public struct Run: Codable, Sendable {
    public var languageMode: String
    public var rows: [Row]
  }

  /// A step that failed: the command and what it printed.
  public struct Failure: Error, CustomStringConvertible {
    public let command: String
    public let output: String
    public var description: String {
      "\(command) failed:\n" + output.split(separator: "\n").suffix(20).joined(separator: "\n")
    }
  }

  public let package: URL
  public let scratch: URL
  public let modes: [String]
  public let runArguments: [String]

  /// `package` is the client package's directory; each mode builds in `scratch/client-<mode>`.
  public init(package: URL, scratch: URL, modes: [String] = ["5", "6"], quick: Bool, only: String?) {
    self.package = package
    self.scratch = scratch
    self.modes = modes
    runArguments = ["--json"] + (quick ? ["--quick"] : []) + (only.map { ["--only", $0] } ?? [])
  }

  /// Builds and runs every mode; `progress` hears each step.
  public func run(progress: (String) -> Void) throws -> [Run] {
    try modes.map { mode in
      let build = scratch.appendingPathComponent("client-\(mode)")
      progress("building the client package in Swift \(mode) mode (release) in \(build.path)")
      let environment = ["LOOKOUT_SWIFT_SYNTAX": "toolchain", "LOOKOUT_CLIENT_LANGUAGE_MODE": mode]
      _ = try Self.execute("/usr/bin/env", ["swift", "build", "-c", "release", "--package-path", package.path,
                                            "--scratch-path", build.path], environment: environment)
      progress("running the Swift \(mode) build")
      let output = try Self.execute(build.appendingPathComponent("release/lookout-client-bench").path, runArguments,
                                    environment: [:])
      do { return try JSONDecoder().decode(Run.self, from: Data(output.utf8)) } catch {
        throw Failure(command: "decoding the Swift \(mode) build's --json output", output: "\(error)\n\(output)")
      }
    }
  }

  /// Runs `executable` and returns what it printed (standard output and error, as one stream); a non-zero
  /// status is a ``Failure``.
  static func execute(_ executable: String, _ arguments: [String], environment: [String: String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw Failure(command: ([executable] + arguments).joined(separator: " "), output: text)
    }
    return text
  }
}
