import Foundation

/// Runs a command found on `PATH`, as a shell would: exit status and both output streams.
public enum Shell {
  public struct Result: Sendable {
    public let status: Int32
    public let output: String
    public let error: String
  }

  public struct Failure: Error, CustomStringConvertible {
    public let command: String
    public let result: Result
    public init(command: String, result: Result) {
      self.command = command
      self.result = result
    }
    public var description: String { "\(command) exited with \(result.status):\n\(result.error)\n\(result.output)" }
  }

  public static func run(_ arguments: [String], in directory: String, environment: [String: String] = [:]) throws -> Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    var merged = ProcessInfo.processInfo.environment
    merged["NO_COLOR"] = "1"
    for (key, value) in environment { merged[key] = value }
    process.environment = merged
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    // Read both streams to the end, at the same time, before waiting: a full pipe would block the command.
    let errorText = StreamText()
    let reader = Thread { errorText.set(error.fileHandleForReading.readDataToEndOfFile()) }
    reader.start()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self), error: errorText.wait())
  }
}

/// A stream's text, read on another thread.
final class StreamText: @unchecked Sendable {
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
