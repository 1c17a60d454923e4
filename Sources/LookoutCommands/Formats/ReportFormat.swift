import Foundation
import LookoutMigrate
import LookoutReport
import LookoutSyntax

/// How `lookout report` prints the inventory.
enum ReportFormat {
  static let wrapperOrder = ["StateObject", "ObservedObject", "EnvironmentObject", "State", "Bindable", "Environment"]

  /// What `text` says besides the inventory: the lint's count and how to spell a command.
  struct Context {
    /// Warnings and errors `lookout lint` reports for the same paths.
    var pitfalls: Int
    var command: ([String]) -> String
  }

  static func text(_ inventory: ProjectInventory, roots: [String], context: Context) -> String {
    func count(_ number: Int, _ noun: String, _ plural: String? = nil) -> String {
      "\(number) \(number == 1 ? noun : plural ?? noun + "s")"
    }
    let legacy = inventory.modules.reduce(0) { $0 + $1.legacyModels.count }
    let observable = inventory.modules.reduce(0) { $0 + $1.observableModels.count }
    var lines = ["\(roots.joined(separator: ", ")): \(count(observable, "model")) already @Observable/@Tracked, "
      + "\(legacy) ObservableObject left, \(count(context.pitfalls, "pitfall"))", ""]
    lines.append(deploymentLine(inventory))
    let empty = inventory.modules.filter { $0.legacyModels.isEmpty && $0.observableModels.isEmpty && $0.manual.isEmpty && $0.wrappers.isEmpty }
    for module in inventory.modules where !empty.contains(where: { $0.name == module.name }) {
      lines.append("")
      lines.append("\(module.name): \(count(module.files, "file")), \(count(module.lines, "line"))")
      if !module.legacyModels.isEmpty {
        let published = module.legacyModels.reduce(0) { $0 + $1.published }
        lines.append("  ObservableObject models: \(module.legacyModels.count), \(published) @Published")
        for model in module.legacyModels.sorted(by: { $0.name < $1.name }) {
          lines.append("    \(model.name) (\(model.published) @Published) \(model.file):\(model.line)")
        }
      }
      if !module.observableModels.isEmpty {
        lines.append("  Already @Observable/@Tracked: \(module.observableModels.sorted().joined(separator: ", "))")
      }
      let wrappers = wrapperOrder.compactMap { name in module.wrappers[name].flatMap { $0 > 0 ? "@\(name) \($0)" : nil } }
      if !wrappers.isEmpty { lines.append("  View properties holding models: \(wrappers.joined(separator: ", "))") }
      if module.filesImportingCombine > 0 || module.combineUses > 0 {
        let importing = module.filesImportingCombine
        lines.append("  Combine: \(count(importing, "file")) import\(importing == 1 ? "s" : "") it; \(module.combineUses) publisher uses ($property, sink, assign, onReceive)")
      }
      if !module.manual.isEmpty {
        lines.append("  Left for a person by migrate: \(module.manual.count)")
        for item in module.manual { lines.append("    \(item.file):\(item.line):\(item.column): \(item.reason)") }
      }
    }
    if !empty.isEmpty {
      lines.append("")
      lines.append("Nothing to migrate in: " + empty.map { "\($0.name) (\(count($0.files, "file")))" }.joined(separator: ", "))
    }
    if !inventory.notRead.isEmpty {
      lines.append("")
      lines.append("Not read, so not counted (\(inventory.notRead.count)):")
      for problem in inventory.notRead { lines.append("  \(problem)") }
    }
    lines.append("")
    lines.append("Next: " + nextStep(legacy: legacy, pitfalls: context.pitfalls, roots: roots, command: context.command))
    return lines.joined(separator: "\n")
  }

  /// Each deployment target once (`iOS 17, macOS 14`; `iOS 16 and 17` where targets differ), with what it means.
  static func deploymentLine(_ inventory: ProjectInventory) -> String {
    guard !inventory.deploymentTargets.isEmpty else {
      return "Deployment target: none declared (Package.swift platforms or project.pbxproj)"
    }
    var versions: [String: Set<String>] = [:]
    for target in inventory.deploymentTargets { versions[target.platform, default: []].insert(shortVersion(target.version)) }
    let listed = versions.keys.sorted().map { platform in
      let all = versions[platform]!.sorted { $0.compare($1, options: .numeric) == .orderedAscending }
      return "\(platform) " + (all.count == 1 ? all[0] : all.dropLast().joined(separator: ", ") + " and " + all.last!)
    }.joined(separator: ", ")
    let viewsHoldModels = inventory.modules.contains { module in
      ["StateObject", "ObservedObject", "EnvironmentObject"].contains { (module.wrappers[$0] ?? 0) > 0 }
    }
    let label = versions.values.allSatisfy { $0.count == 1 } ? "Deployment target" : "Deployment targets"
    let legacy = inventory.modules.contains { !$0.legacyModels.isEmpty }
    // With no ObservableObject left there is nothing to migrate, whatever the targets.
    guard legacy else { return "\(label): \(listed)" }
    return "\(label): \(listed) — " + DeploymentTarget.advice(for: inventory.deploymentTargets, viewsHoldModels: viewsHoldModels)
  }

  /// `14.0.0` as `14.0`: the same target however it is written; a major or major.minor stays as written.
  static func shortVersion(_ version: String) -> String {
    var parts = version.split(separator: ".").map(String.init)
    while parts.count > 2, parts.last == "0" { parts.removeLast() }
    return parts.joined(separator: ".")
  }

  /// The one command to run next: migrate what is left, else lint the pitfalls, else keep it so.
  static func nextStep(legacy: Int, pitfalls: Int, roots: [String], command: ([String]) -> String) -> String {
    if legacy > 0 { return "\(command(["migrate"] + roots)) — a preview of the migration; nothing is written" }
    if pitfalls > 0 { return "\(command(["lint"] + roots)) — the pitfalls, each with its fix" }
    return "nothing left to migrate and no pitfall; \(command(["lint"] + roots)) in CI keeps it so"
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
