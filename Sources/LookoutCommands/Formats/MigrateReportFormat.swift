import LookoutLint
import LookoutMigrate
import LookoutReport
import LookoutSyntax

/// The migration summary as text (after the diff) and as JSON.
enum MigrateReportFormat {
  static func text(_ report: MigrationReport, written: Bool, refused: Bool = false, runtime: MigrationRuntime) -> String {
    var lines: [String] = []
    let macro = runtime == .observation ? "@Observable" : "@Tracked"
    if report.models.isEmpty {
      let files = "\(report.filesScanned) Swift file\(report.filesScanned == 1 ? "" : "s") looked at"
      lines.append(report.modelsFound.isEmpty
        ? "No ObservableObject classes to migrate (\(files))."
        : "No model migrated; ObservableObject classes found: \(report.modelsFound.joined(separator: ", ")) (\(files)).")
    } else {
      lines.append("Migrating \(report.models.count) model\(report.models.count == 1 ? "" : "s") to \(macro): \(report.models.joined(separator: ", "))")
    }
    let fileCount = report.filesChanged
    let summary = "\(fileCount) file\(fileCount == 1 ? "" : "s") changed, \(report.edits.count) edit\(report.edits.count == 1 ? "" : "s")"
    if written {
      lines.append(summary + "; written.")
    } else if refused {
      lines.append(summary + "; not written: the whole-project check fails (below).")
    } else if fileCount > 0 {
      lines.append(summary + ". Dry run: nothing was written; run again with --write to apply.")
    }
    if !report.keptBack.isEmpty {
      lines.append("")
      lines.append("Kept as ObservableObject (\(report.keptBack.count)):")
      for kept in report.keptBack {
        lines.append("  \(kept.model) — \(kept.rule.rawValue): \(kept.file):\(kept.line)")
      }
    }
    if !report.broken.isEmpty {
      lines.append("")
      lines.append("Would break (\(report.broken.count)) — the whole-project check fails:")
      for item in report.broken {
        lines.append("  \(item.file):\(item.line):\(item.column): \(item.reason)")
      }
    }
    if !report.manual.isEmpty {
      lines.append("")
      lines.append("Needs a person (\(report.manual.count)):")
      for item in report.manual {
        lines.append("  \(item.file):\(item.line):\(item.column): \(item.reason)")
        lines.append("      suggestion: \(item.suggestion)")
      }
    }
    if !report.skipped.isEmpty {
      lines.append("")
      lines.append("Left untouched (\(report.skipped.count)):")
      for file in report.skipped {
        // `path:line:column: message`, as compilers print it, when the problem has a place.
        let separator = file.errors.first?.first?.isNumber == true ? ":" : ": "
        lines.append("  \(file.path)\(separator)\(file.errors.first ?? "")\(file.errors.count > 1 ? " (and \(file.errors.count - 1) more)" : "")")
        for error in file.errors.dropFirst().prefix(4) { lines.append("      \(error)") }
      }
      lines.append("  Each must be UTF-8 Swift that parses: fix these and run again; the other files were migrated.")
    }
    return lines.joined(separator: "\n")
  }

  static func json(_ report: MigrationReport, written: Bool) -> String {
    JSON.object([
      ("files_changed", .integer(report.filesChanged)),
      ("written", .bool(written)),
      ("models", .array(report.models.map(JSON.string))),
      ("edits", .array(report.edits.map { edit in
        .object([("file", .string(edit.file)), ("line", .integer(edit.line)), ("kind", .string(edit.kind))])
      })),
      ("manual", .array(report.manual.map { item in
        .object([
          ("file", .string(item.file)), ("line", .integer(item.line)), ("column", .integer(item.column)),
          ("reason", .string(item.reason)), ("suggestion", .string(item.suggestion)),
        ])
      })),
      ("kept_back", .array(report.keptBack.map { kept in
        .object([
          ("model", .string(kept.model)), ("rule", .string(kept.rule.rawValue)), ("reason", .string(kept.reason)),
          ("file", .string(kept.file)), ("line", .integer(kept.line)),
        ])
      })),
      ("broken", .array(report.broken.map { item in
        .object([
          ("file", .string(item.file)), ("line", .integer(item.line)), ("column", .integer(item.column)),
          ("kind", .string(item.kindKey)), ("reason", .string(item.reason)), ("models", .array(item.models.map(JSON.string))),
        ])
      })),
      ("skipped", .array(report.skipped.map { file in
        .object([("file", .string(file.path)), ("errors", .array(file.errors.map(JSON.string)))])
      })),
    ]).rendered()
  }
}
