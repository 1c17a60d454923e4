import Foundation
import LookoutMigrate
import LookoutSyntax
import SwiftParser
import SwiftSyntax
import LookoutTestSupport
import Testing

/// Mutated inputs: the migration never crashes, never returns a file that does not parse when its input
/// parsed, and a second run over its output changes nothing.
@Suite struct FuzzTests {
  static let seeds = SourceMutation.legacyAppSeeds

  /// Models with Combine pipelines and sends, and views that bind in extensions and helpers.
  static let combineSeeds = MigratedCodeTypechecksTests.project.merging([
    "Screen.swift": """
      import SwiftUI

      struct Screen: View {
          @ObservedObject var search: Search
          @EnvironmentObject var preferences: Preferences
          @StateObject private var store = Store<Int>()

          var body: some View {
              VStack { header; Text(search.query) }
                  .onReceive(search.$page) { print($0) }
                  .onReceive(search.$status) { _ in }
          }

          var header: some View { TextField("", text: $preferences.name) }
      }

      extension Screen {
          func footer() -> some View { TextField("", text: $search.query) }
      }
      """,
  ]) { $1 }

  @Test(arguments: 0..<4)
  func mutatedCombineProjectsNeverBreak(batch: Int) {
    var random = SplitMix(seed: UInt64(batch) &* 0x85EB_CA6B &+ 29)
    var migratedFiles = 0
    for _ in 0..<30 {
      var files = Self.combineSeeds
      for _ in 0..<(1 + Int(random.next() % 3)) {
        let path = files.keys.sorted()[Int(random.next() % UInt64(files.count))]
        files[path] = SourceMutation.mutate(files[path]!, &random)
      }
      migratedFiles += check(files).report.changes.count
    }
    #expect(migratedFiles > 60)
  }


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
        files[path] = SourceMutation.mutate(files[path]!, &random)
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
}
