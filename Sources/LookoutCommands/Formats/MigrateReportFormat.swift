import LookoutLint
import LookoutMigrate
import LookoutReport
import LookoutSyntax

/// The migration summary as text (after the diff) and as JSON. Both say what happened and nothing more:
/// with `--write`, files written, files that already had their text, files not written and why.
enum MigrateReportFormat {
  /// A run's report and what its writes did.
  struct Outcome {
    let report: MigrationReport
    let runtime: MigrationRuntime
    /// What writing did; nil for a dry run.
    let writes: FileWrites?
    /// Temporary files of interrupted runs: removed by a writing run, found by a dry run.
    let temporaries: [String]
    /// The command that applies a dry run.
    let applyCommand: String
    /// Whether `--write` was refused because the plan fails the whole-project check (nothing was written).
    let refused: Bool

    /// Files not written (failed or refused): their edits did not happen.
    var notWritten: [FileError] { (writes?.failed ?? []) + (writes?.refused ?? []) }

    /// The edits that happened (written) or would (dry run).
    var edits: [EditRecord] {
      let missing = Set(notWritten.map(\.path))
      return missing.isEmpty ? report.edits : report.edits.filter { !missing.contains($0.file) }
    }

    /// What needs a person in the files that were written (or would be): a file not written holds no edit
    /// to look at.
    var manual: [ManualItem] {
      let missing = Set(notWritten.map(\.path))
      return missing.isEmpty ? report.manual : report.manual.filter { !missing.contains($0.file) }
    }

    /// Whether writing was asked for and not one file could be written.
    var nothingWritten: Bool {
      guard let writes else { return false }
      return writes.written.isEmpty && writes.alreadyWritten.isEmpty && !notWritten.isEmpty
    }

    /// Whether everything that needed migrating was migrated (or would be) and written, and nothing breaks.
    var succeeded: Bool { report.skipped.isEmpty && notWritten.isEmpty && report.broken.isEmpty }
  }

  static func text(_ outcome: Outcome) -> String {
    let report = outcome.report
    var lines: [String] = []
    let macro = outcome.runtime == .observation ? "@Observable" : "@Tracked"
    if report.models.isEmpty {
      let files = "\(report.filesScanned) Swift file\(report.filesScanned == 1 ? "" : "s") looked at"
      if !report.skipped.isEmpty, report.modelsFound.isEmpty {
        // Files that could not be read may hold models: never say there are none.
        lines.append("No ObservableObject class found in the files read (\(files)); \(report.skipped.count) left untouched (below).")
      } else {
        lines.append(report.modelsFound.isEmpty
          ? "No ObservableObject classes to migrate (\(files))."
          : "No model migrated; ObservableObject classes found: \(report.modelsFound.joined(separator: ", ")) (\(files)).")
      }
    } else if outcome.nothingWritten {
      lines.append("Not migrated: no file could be written (\(report.models.count) model\(report.models.count == 1 ? "" : "s") to move to "
        + "\(macro): \(report.models.joined(separator: ", ")))")
    } else {
      lines.append("Migrating \(report.models.count) model\(report.models.count == 1 ? "" : "s") to \(macro): \(report.models.joined(separator: ", "))")
    }
    let edits = outcome.edits.count
    let editWord = "\(edits) edit\(edits == 1 ? "" : "s")"
    if let writes = outcome.writes {
      if report.filesChanged > 0 { lines.append(writeSummary(writes, edits: edits)) }
    } else if outcome.refused {
      let count = report.filesChanged
      lines.append("\(count) file\(count == 1 ? "" : "s") to change, \(editWord); not written: the whole-project check fails (below).")
    } else if report.filesChanged > 0 {
      let count = report.filesChanged
      lines.append("\(count) file\(count == 1 ? "" : "s") to change, \(editWord). Dry run: nothing was written. To apply: \(outcome.applyCommand)")
    }
    if let line = LeftoverLine.text(outcome.temporaries, removed: outcome.writes != nil, writingFlag: "--write") {
      lines.append(line)
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
    let unwritten = report.manual.count - outcome.manual.count
    if !outcome.manual.isEmpty {
      lines.append("")
      lines.append("Needs a person (\(outcome.manual.count))"
        + (unwritten > 0 ? "; \(unwritten) more in files not written, once they are" : "") + ":")
      for item in outcome.manual {
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
      lines.append("  Each must be a UTF-8 Swift file that parses, under the paths given: fix these and run again;"
        + " the other files were \(outcome.writes == nil ? "migrated in this preview" : "migrated").")
    }
    if !outcome.notWritten.isEmpty {
      lines.append("")
      lines.append("Not written (\(outcome.notWritten.count)):")
      for problem in outcome.notWritten { lines.append("  \(problem)") }
    }
    return lines.joined(separator: "\n")
  }

  /// `20 files to change: 18 written, 2 not written (below); 35 edits made.`
  private static func writeSummary(_ writes: FileWrites, edits: Int) -> String {
    let total = writes.written.count + writes.alreadyWritten.count + writes.failed.count + writes.refused.count
    var parts = ["\(writes.written.count) written"]
    if !writes.alreadyWritten.isEmpty { parts.append("\(writes.alreadyWritten.count) already had the new text") }
    let notWritten = writes.failed.count + writes.refused.count
    if notWritten > 0 { parts.append("\(notWritten) not written (below)") }
    let made = edits == 0 ? "no edit made" : "\(edits) edit\(edits == 1 ? "" : "s") made"
    return "\(total) file\(total == 1 ? "" : "s") to change: " + parts.joined(separator: ", ") + "; \(made)."
  }

  static func json(_ outcome: Outcome) -> String {
    let report = outcome.report
    let writes = outcome.writes
    return JSON.object([
      ("dry_run", .bool(writes == nil && !outcome.refused)),
      ("refused", .bool(outcome.refused)),
      ("files_to_change", .integer(report.filesChanged)),
      ("files_written", .integer(writes?.written.count ?? 0)),
      ("files_already_written", .integer(writes?.alreadyWritten.count ?? 0)),
      ("files_not_written", .array(outcome.notWritten.map { problem in
        .object([("file", .string(problem.path)), ("error", .string(problem.message))])
      })),
      ("files_left_untouched", .integer(report.skipped.count)),
      ("models", .array(report.models.map(JSON.string))),
      ("edits", .array(outcome.edits.map { edit in
        .object([("file", .string(edit.file)), ("line", .integer(edit.line)), ("kind", .string(edit.kind))])
      })),
      ("manual_in_files_not_written", .integer(report.manual.count - outcome.manual.count)),
      ("manual", .array(outcome.manual.map { item in
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
      (writes == nil ? "temporaries_found" : "temporaries_removed", .array(outcome.temporaries.map(JSON.string))),
    ]).rendered()
  }
}
