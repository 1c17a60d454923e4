import LookoutMigrate
import LookoutSyntax
import LookoutTestSupport
import SwiftParser
import SwiftSyntax
import Testing

/// A migration run over files held in memory.
struct MigrationRun {
  let input: [String: String]
  let report: MigrationReport

  let options: MigrationOptions

  init(
    _ files: [String: String], runtime: MigrationRuntime = .observation, only: Set<String>? = nil,
    unpublished: UnpublishedProperties = .tracked
  ) {
    var options = MigrationOptions(runtime: runtime, only: only)
    options.unpublished = unpublished
    self.init(files, options: options)
  }

  init(_ files: [String: String], options: MigrationOptions) {
    input = files
    self.options = options
    report = Migrator(options: options).migrate(MemorySources(files))
  }

  /// Every file after the migration (unchanged files as they were).
  var output: [String: String] {
    var files = input
    for change in report.changes { files[change.path] = String(decoding: change.migrated, as: UTF8.self) }
    return files
  }

  func reasons(containing text: String) -> [ManualItem] { report.manual.filter { $0.reason.contains(text) } }
}

/// Checks that `before` (as `Model.swift`, or with `others` beside it) migrates to exactly `after`, that
/// the result parses, and that migrating the result changes nothing.
@discardableResult
func expectMigration(
  _ before: String, _ after: String, others: [String: String] = [:], runtime: MigrationRuntime = .observation,
  only: Set<String>? = nil, unpublished: UnpublishedProperties = .tracked,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> MigrationRun {
  let run = MigrationRun(others.merging(["Model.swift": before]) { $1 }, runtime: runtime, only: only, unpublished: unpublished)
  let migrated = run.output["Model.swift"] ?? ""
  #expect(migrated == after, sourceLocation: sourceLocation)
  if migrated != after { print(LineDiff.describe(expected: after, actual: migrated)) }
  expectParses(migrated, sourceLocation: sourceLocation)
  expectIdempotent(run, sourceLocation: sourceLocation)
  return run
}

/// A second migration of the output, with the same options, changes nothing.
func expectIdempotent(_ run: MigrationRun, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
  let again = MigrationRun(run.output, options: run.options)
  let changed = again.report.changes.map { "\($0.path):\n" + String(decoding: $0.migrated, as: UTF8.self) }
  #expect(changed.isEmpty, "second run changed:\n\(changed.joined(separator: "\n"))", sourceLocation: sourceLocation)
}

/// The first differing line of two texts, for readable failures.
enum LineDiff {
  static func describe(expected: String, actual: String) -> String {
    let left = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let right = actual.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(left.count, right.count) {
      let expectedLine = index < left.count ? String(left[index]) : "<end>"
      let actualLine = index < right.count ? String(right[index]) : "<end>"
      if expectedLine != actualLine {
        return "first difference at line \(index + 1):\n  expected: \(expectedLine)\n  actual:   \(actualLine)\n--- actual ---\n\(actual)"
      }
    }
    return "texts are equal"
  }
}
