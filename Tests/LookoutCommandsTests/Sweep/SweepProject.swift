import Foundation
@testable import LookoutSyntax
import LookoutTestSupport

/// A scratch project for the sweep: files written from the tests' own fixtures, the `lookout` binary run on
/// it as a user runs it, and what the files are afterwards (bytes, links, owners, temporary files).
struct SweepProject {
  let path: String

  init(_ files: [String: [UInt8]] = [:]) throws {
    path = NSTemporaryDirectory() + "lookout-sweep-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    for (relative, bytes) in files { try write(relative, bytes) }
  }

  init(text files: [String: String]) throws { try self.init(files.mapValues { Array($0.utf8) }) }

  /// A directory that exists (a part of another project).
  init(existing path: String) { self.path = path }

  func file(_ relative: String) -> String { (path as NSString).appendingPathComponent(relative) }

  func write(_ relative: String, _ bytes: [UInt8]) throws {
    let file = file(relative)
    try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(bytes).write(to: URL(fileURLWithPath: file))
  }

  func write(_ relative: String, text: String) throws { try write(relative, Array(text.utf8)) }

  func contents(_ relative: String) -> [UInt8]? { FileManager.default.contents(atPath: file(relative)).map(Array.init) }

  func text(_ relative: String) -> String { String(decoding: contents(relative) ?? [], as: UTF8.self) }

  /// Makes `relative` a symbolic link to `target` (as written in the link).
  func link(_ relative: String, to target: String) throws {
    try FileManager.default.createSymbolicLink(atPath: file(relative), withDestinationPath: target)
  }

  /// The target of the link at `relative`, or nil when it is not a link.
  func linkTarget(_ relative: String) -> String? { try? FileManager.default.destinationOfSymbolicLink(atPath: file(relative)) }

  /// Every regular file under the project, by relative path, with its bytes.
  func snapshot() -> [String: [UInt8]] {
    var files: [String: [UInt8]] = [:]
    let enumerator = FileManager.default.enumerator(atPath: path)
    while let relative = enumerator?.nextObject() as? String {
      guard case .success(let status) = POSIXFile.status(of: file(relative), followingLinks: false), status.kind == .regular,
            let bytes = contents(relative) else { continue }
      files[relative] = bytes
    }
    return files
  }

  /// The temporary files of the tools anywhere under the project.
  func temporaries() -> [String] {
    snapshot().keys.filter { TemporaryFile.isTemporaryName(($0 as NSString).lastPathComponent) }.sorted()
  }

  func status(_ relative: String) -> FileStatus? {
    if case .success(let status) = POSIXFile.status(of: file(relative)) { return status }
    return nil
  }

  /// Runs `lookout` with `arguments` in the project's directory.
  func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Shell.Result {
    try Shell.run([ToolBinary.path] + arguments, in: path, environment: environment)
  }

  /// Runs `lookout` through `sh -c`, after `setup` (`ulimit -f 2`).
  func run(_ arguments: [String], after setup: String) throws -> Shell.Result {
    let words = ([ToolBinary.path] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
    return try Shell.run(["sh", "-c", "\(setup); exec \(words.joined(separator: " "))"], in: path)
  }

  func remove() {
    _ = try? Shell.run(["chmod", "-R", "u+rwx", path], in: "/")
    try? FileManager.default.removeItem(atPath: path)
  }
}

/// The sweep's fixtures: small legacy features written for these tests.
enum SweepFixture {
  /// An `ObservableObject` model named `name`, padded with `padding` lines of ordinary code.
  static func model(_ name: String, padding: Int = 0, newline: String = "\n") -> String {
    var lines = ["import Combine", "", "final class \(name): ObservableObject {", "    @Published var count = 0",
                 "    @Published var title = \"\(name)\"", "", "    func increment() { count += 1 }", "}"]
    for index in 0..<padding { lines.append("let \(name.lowercased())Value\(index) = \(index) // padding to make the file larger") }
    return lines.joined(separator: newline) + newline
  }

  /// What `lookout migrate` makes of `model(name)`.
  static func migratedModel(_ name: String, padding: Int = 0, newline: String = "\n") -> String {
    var lines = ["import Observation", "", "@Observable", "final class \(name) {", "    var count = 0",
                 "    var title = \"\(name)\"", "", "    func increment() { count += 1 }", "}"]
    for index in 0..<padding { lines.append("let \(name.lowercased())Value\(index) = \(index) // padding to make the file larger") }
    return lines.joined(separator: newline) + newline
  }

  /// A view that owns a `model`.
  static func view(of model: String) -> String {
    """
    import SwiftUI

    struct \(model)View: View {
        @StateObject private var model = \(model)()

        var body: some View {
            Text(model.title)
        }
    }

    """
  }

  /// An `@Observable` model with `@Published` properties, which `lookout lint --fix` fixes.
  static func observableWithPublished(_ name: String) -> String {
    "import Observation\n\n@Observable final class \(name) {\n    @Published var count = 0\n}\n"
  }

  static func fixedObservable(_ name: String) -> String {
    "import Observation\n\n@Observable final class \(name) {\n    var count = 0\n}\n"
  }
}
