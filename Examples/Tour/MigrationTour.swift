import Foundation
import LookoutLint
import LookoutMigrate
import LookoutReport
import LookoutSyntax

/// Parts 3 and 4 of the tour: `lookout migrate` and `lookout lint` on the bundled legacy app.
enum MigrationTour {
  static func run() -> [String] {
    let root = "Examples/LegacyApp"
    guard FileManager.default.fileExists(atPath: root), let sources = try? DiskSources(under: [root]) else {
      return ["Parts 3 and 4 (migrate and lint) run from the package's directory, where \(root) is."]
    }
    var lines = ["Part 3 — migrate: \(root) from ObservableObject (a dry run: nothing is written)", ""]
    var firstDiff: String?
    let report = Migrator().migrate(sources) { change in
      if firstDiff == nil, change.path.hasSuffix("CartView.swift") {
        firstDiff = UnifiedDiff.make(change)
      }
    }
    lines.append("\(report.models.count) models, \(report.filesChanged) files, \(report.edits.count) edits. One file's diff:")
    lines.append("")
    lines += (firstDiff ?? "").split(separator: "\n").map { "    " + $0 }
    lines.append("")
    lines.append("What it leaves for a person, with the rewrite to make:")
    for item in report.manual {
      lines.append("  \((item.file as NSString).lastPathComponent):\(item.line): \(item.reason)")
    }
    lines.append("")
    let lint = Linter().lint(sources)
    lines.append("Part 4 — lint: \(lint.findings.count) findings (\(lint.findings.filter(\.isFixable).count) fixable with --fix) in what the")
    lines.append("   team migrated by hand last sprint: it builds, and shows stale data")
    let shown = lint.findings.sorted(by: { $0.severity > $1.severity }).prefix(4)
    for finding in shown {
      lines.append("  \((finding.file as NSString).lastPathComponent):\(finding.line): \(finding.severity): \(finding.message) [\(finding.ruleID)]")
    }
    if lint.findings.count > shown.count {
      lines.append("  … and \(lint.findings.count - shown.count) more: `swift run lookout lint \(root)` lists them all")
    }
    lines.append("")
    lines.append("Run them yourself: `swift run lookout migrate` (a preview; `swift run lookout migrate <path> --write`")
    lines.append("applies), `swift run lookout lint`, `swift run lookout report`. Examples/MigratedApp is the result, finished")
    lines.append("by hand: it lints clean.")
    return lines
  }
}
