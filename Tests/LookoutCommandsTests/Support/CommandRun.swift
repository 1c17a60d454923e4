import Foundation
@testable import LookoutCommands

/// The command line run in this process, both output streams captured.
struct CommandRun {
  let status: Int32
  let output: String
  let error: String

  init(_ arguments: [String]) {
    let captured = Captured()
    let terminal = Terminal(output: { captured.output += $0 }, error: { captured.error += $0 })
    status = LookoutCommandLine.run(arguments, terminal: terminal)
    output = captured.output
    error = captured.error
  }

  private final class Captured: @unchecked Sendable {
    var output = ""
    var error = ""
  }
}

/// A temporary directory with the given files (path → bytes), removed by `remove()`.
struct ScratchDirectory {
  let path: String

  init(_ files: [String: [UInt8]] = [:]) throws {
    path = NSTemporaryDirectory() + "lookout-cli-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    for (relative, bytes) in files {
      let file = (path as NSString).appendingPathComponent(relative)
      try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try Data(bytes).write(to: URL(fileURLWithPath: file))
    }
  }

  init(text files: [String: String]) throws { try self.init(files.mapValues { Array($0.utf8) }) }

  func file(_ relative: String) -> String { (path as NSString).appendingPathComponent(relative) }

  func contents(_ relative: String) -> [UInt8]? { FileManager.default.contents(atPath: file(relative)).map(Array.init) }

  func remove() { try? FileManager.default.removeItem(atPath: path) }
}
