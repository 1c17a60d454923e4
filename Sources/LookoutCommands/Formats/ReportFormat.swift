import LookoutMigrate
import LookoutReport
import LookoutSyntax

/// How `lookout report` prints the inventory.
enum ReportFormat {
  static let wrapperOrder = ["StateObject", "ObservedObject", "EnvironmentObject", "State", "Bindable", "Environment"]

  static func text(_ inventory: ProjectInventory, roots: [String]) -> String {
    var lines = ["Migration inventory for \(roots.joined(separator: ", "))", ""]
    if inventory.deploymentTargets.isEmpty {
      lines.append("Deployment target: none declared (Package.swift platforms or project.pbxproj)")
    } else {
      let targets = inventory.deploymentTargets.map { "\($0.platform) \($0.version)" }.joined(separator: ", ")
      let viewsHoldModels = inventory.modules.contains { module in
        ["StateObject", "ObservedObject", "EnvironmentObject"].contains { (module.wrappers[$0] ?? 0) > 0 }
      }
      lines.append("Deployment target: \(targets) — " + DeploymentTarget.advice(for: inventory.deploymentTargets, viewsHoldModels: viewsHoldModels))
    }
    for module in inventory.modules {
      lines.append("")
      lines.append("\(module.name): \(module.files) files, \(module.lines) lines")
      let published = module.legacyModels.reduce(0) { $0 + $1.published }
      lines.append("  ObservableObject models: \(module.legacyModels.count), \(published) @Published")
      for model in module.legacyModels.sorted(by: { $0.name < $1.name }) {
        lines.append("    \(model.name) (\(model.published) @Published) \(model.file):\(model.line)")
      }
      if !module.observableModels.isEmpty {
        lines.append("  Already @Observable/@Tracked: \(module.observableModels.sorted().joined(separator: ", "))")
      }
      let wrappers = wrapperOrder.map { "@\($0) \(module.wrappers[$0] ?? 0)" }.joined(separator: ", ")
      lines.append("  View properties holding models: \(wrappers)")
      lines.append("  Combine: \(module.filesImportingCombine) files import it; \(module.combineUses) publisher uses ($property, sink, assign, onReceive)")
      lines.append("  Left for a person by migrate: \(module.manual.count)")
      for item in module.manual { lines.append("    \(item.file):\(item.line):\(item.column): \(item.reason)") }
    }
    if !inventory.notRead.isEmpty {
      lines.append("")
      lines.append("Not read, so not counted (\(inventory.notRead.count)):")
      for problem in inventory.notRead { lines.append("  \(problem)") }
    }
    return lines.joined(separator: "\n")
  }

  static func json(_ inventory: ProjectInventory) -> String {
    JSON.object([
      ("deployment_targets", .array(inventory.deploymentTargets.map { target in
        .object([("platform", .string(target.platform)), ("version", .string(target.version)), ("source", .string(target.source)),
                 ("predates_observation", .bool(target.predatesObservation))])
      })),
      ("modules", .array(inventory.modules.map { module in
        .object([
          ("name", .string(module.name)), ("files", .integer(module.files)), ("lines", .integer(module.lines)),
          ("models", .array(module.legacyModels.map { model in
            .object([("name", .string(model.name)), ("file", .string(model.file)), ("line", .integer(model.line)),
                     ("published", .integer(model.published))])
          })),
          ("observable_models", .array(module.observableModels.sorted().map(JSON.string))),
          ("view_wrappers", .object(wrapperOrder.map { ($0, .integer(module.wrappers[$0] ?? 0)) })),
          ("combine", .object([("files_importing", .integer(module.filesImportingCombine)), ("publisher_uses", .integer(module.combineUses))])),
          ("manual", .array(module.manual.map { item in
            .object([("file", .string(item.file)), ("line", .integer(item.line)), ("column", .integer(item.column)),
                     ("reason", .string(item.reason))])
          })),
        ])
      })),
      ("not_read", .array(inventory.notRead.map { problem in
        .object([("file", .string(problem.path)), ("error", .string(problem.message))])
      })),
    ]).rendered()
  }
}
