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

  public struct Result: Sendable {
    public let status: Int32
    public let output: String
    public let error: String
  }

  /// Runs the tool with `arguments` in `directory`.
  public static func run(_ arguments: [String], in directory: String = PackagePaths.root) throws -> Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    process.environment = environment
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    // Read both streams to the end, at the same time, before waiting: a full pipe would block the tool.
    let errorText = ErrorText()
    let reader = Thread { errorText.set(error.fileHandleForReading.readDataToEndOfFile()) }
    reader.start()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
                  error: errorText.wait())
  }
}

/// Standard error, read on another thread.
private final class ErrorText: @unchecked Sendable {
  private let condition = NSCondition()
  private var data: Data?

  func set(_ value: Data) {
    condition.lock()
    data = value
    condition.broadcast()
    condition.unlock()
  }

  func wait() -> String {
    condition.lock()
    defer { condition.unlock() }
    while data == nil { condition.wait() }
    return String(decoding: data!, as: UTF8.self)
  }
}
