import Foundation
import LookoutMigration
import SwiftParser
import SwiftSyntax
import Testing

/// Mutated inputs: the migration never crashes, never returns a file that does not parse when its input
/// parsed, and a second run over its output changes nothing.
@Suite struct FuzzTests {
  static let seeds = PackagePaths.swiftFiles(under: PackagePaths.path("Examples/LegacyApp"))

  static let insertions = [
    "{", "}", "(", ")", "@Published ", "$", "objectWillChange.send()\n", "#if DEBUG\n", "\n#endif\n", "lazy ",
    "@StateObject ", "@ObservedObject ", "@EnvironmentObject ", ": ObservableObject", ", ObservableObject",
    "\r\n", "\t", "é", "// comment\n", "/* x */", "\"", "didSet { objectWillChange.send() }", "private(set) ",
    ".environmentObject(x)", ".onReceive(model.$value) { v in }", "import Combine\n", "extension X: ObservableObject {}\n",
  ]

  @Test(arguments: 0..<8)
  func mutatedProjectsNeverBreak(batch: Int) {
    var random = SplitMix(seed: UInt64(batch) &* 0x9E37_79B9 &+ 17)
    var migratedFiles = 0
    var skippedFiles = 0
    for _ in 0..<40 {
      var files = Self.seeds
      let mutations = 1 + Int(random.next() % 4)
      for _ in 0..<mutations {
        let path = files.keys.sorted()[Int(random.next() % UInt64(files.count))]
        files[path] = Self.mutate(files[path]!, &random)
      }
      let run = check(files)
      migratedFiles += run.report.changes.count
      skippedFiles += run.report.skipped.count
    }
    // The mutations exercise both paths: files still migrated, and files left alone as unparseable.
    #expect(migratedFiles > 100)
    #expect(skippedFiles > 5)
  }

  @discardableResult
  private func check(_ files: [String: String]) -> MigrationRun {
    let run = MigrationRun(files)
    for change in run.report.changes {
      let input = files[change.path] ?? ""
      guard !Parser.parse(source: input).hasError else { continue }
      let output = String(decoding: change.migrated, as: UTF8.self)
      #expect(!Parser.parse(source: output).hasError, "\(change.path) no longer parses:\n\(output)")
    }
    for skipped in run.report.skipped {
      #expect(!skipped.errors.isEmpty)
    }
    let again = MigrationRun(run.output)
    #expect(again.report.changes.isEmpty, "second run changed \(again.report.changes.map(\.path))")
    if !again.report.changes.isEmpty {
      for change in again.report.changes {
        print("--- input \(change.path)\n\(files[change.path] ?? "")\n--- first\n\(run.output[change.path] ?? "")\n--- second\n\(String(decoding: change.migrated, as: UTF8.self))")
      }
    }
    return run
  }

  static func mutate(_ text: String, _ random: inout SplitMix) -> String {
    var bytes = Array(text.utf8)
    guard !bytes.isEmpty else { return text }
    let position = Int(random.next() % UInt64(bytes.count))
    switch random.next() % 4 {
    case 0:  // delete a range
      let length = min(bytes.count - position, 1 + Int(random.next() % 24))
      bytes.removeSubrange(position..<(position + length))
    case 1:  // insert a fragment
      bytes.insert(contentsOf: Array(insertions[Int(random.next() % UInt64(insertions.count))].utf8), at: position)
    case 2:  // duplicate a line
      var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      let line = Int(random.next() % UInt64(lines.count))
      lines.insert(lines[line], at: line)
      return lines.joined(separator: "\n")
    default:  // swap two lines
      var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      let first = Int(random.next() % UInt64(lines.count))
      let second = Int(random.next() % UInt64(lines.count))
      lines.swapAt(first, second)
      return lines.joined(separator: "\n")
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

/// A small deterministic generator, so a failure can be replayed.
struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
