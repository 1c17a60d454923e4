import LookoutMigrate

/// `lookout migrate --check-from`: the whole-project check of a migrated tree, as text and as JSON.
enum MigrationCheckFormat {
  static func text(_ report: CheckReport, before: String) -> String {
    var lines: [String] = []
    for item in report.broken {
      lines.append("\(item.file):\(item.line):\(item.column): error: \(item.reason) [\(item.kindKey)]")
    }
    if !report.broken.isEmpty { lines.append("") }
    let migrated = report.migrated.isEmpty ? "none" : report.migrated.joined(separator: ", ")
    lines.append("Checked against \(before): \(report.filesScanned) Swift files; no longer ObservableObject: \(migrated).")
    lines.append("Remaining uses that need ObservableObject, by kind (broken / all):")
    let broken = report.brokenByKind
    for kind in CheckReport.kinds {
      lines.append("  \(kind.name): \(broken[kind.key] ?? 0) / \(report.usesByKind[kind.key] ?? 0)")
    }
    lines.append(report.broken.isEmpty
      ? "Every remaining use refers to a type that still is an ObservableObject."
      : "\(report.broken.count) use\(report.broken.count == 1 ? "" : "s") refer to a type that is not an ObservableObject any more: "
        + "they do not compile, or a view holding the object stops updating.")
    if !report.unparsed.isEmpty {
      lines.append("Not checked (swift-syntax cannot parse them):")
      lines += report.unparsed.map { "  \($0)" }
    }
    return lines.joined(separator: "\n")
  }

  static func json(_ report: CheckReport) -> String {
    let broken = report.brokenByKind
    return JSON.object([
      ("migrated", .array(report.migrated.map(JSON.string))),
      ("files_scanned", .integer(report.filesScanned)),
      ("uses", .object(CheckReport.kinds.map { ($0.key, .integer(report.usesByKind[$0.key] ?? 0)) })),
      ("broken", .object(CheckReport.kinds.map { ($0.key, .integer(broken[$0.key] ?? 0)) })),
      ("items", .array(report.broken.map { item in
        .object([
          ("file", .string(item.file)), ("line", .integer(item.line)), ("column", .integer(item.column)),
          ("kind", .string(item.kindKey)), ("reason", .string(item.reason)), ("models", .array(item.models.map(JSON.string))),
        ])
      })),
      ("unparsed", .array(report.unparsed.map(JSON.string))),
    ]).rendered()
  }
}
