import Foundation
import LookoutLint
import LookoutMigrate
import LookoutReport
import LookoutSyntax

/// `lookout migrate [paths…]`: the migration from ObservableObject, as a dry-run diff or written in place.
enum MigrateCommand {
  static let options: Set<String> = [
    "--write", "--diff", "--json", "--runtime", "--only", "--ignore-deployment-target", "--no-color",
  ]

  static func run(_ arguments: Arguments) throws(UsageError) -> Int32 {
    if let unknown = arguments.unknownFlags(known: options).first {
      throw UsageError("unknown option '\(unknown)' for migrate")
    }
    var migrationOptions = MigrationOptions()
    if let runtime = arguments.value("--runtime") {
      guard let chosen = MigrationRuntime(rawValue: runtime) else {
        throw UsageError("--runtime must be 'observation' or 'lookout', not '\(runtime)'")
      }
      migrationOptions.runtime = chosen
    }
    let only = arguments.values("--only").flatMap { $0.split(separator: ",").map(String.init) }
    if !only.isEmpty { migrationOptions.only = Set(only) }
    let roots = ProjectPaths.roots(arguments.positional)

    if !arguments.has("--ignore-deployment-target"),
       let refusal = DeploymentTarget.refusal(for: DeploymentTarget.find(under: roots), runtime: migrationOptions.runtime) {
      Output.error("lookout migrate: refused — \(refusal)")
      return 1
    }
    let sources: DiskSources
    do {
      sources = try DiskSources(under: roots)
    } catch {
      Output.error("lookout migrate: \(error)")
      return 1
    }

    var migrator = Migrator(options: migrationOptions)
    let progress = ProgressLine()
    migrator.progress = { progress.show($0) }
    let write = arguments.has("--write")
    let json = arguments.has("--json")
    let printDiff = !json && (!write || arguments.has("--diff"))
    let colored = Output.isTerminal && !arguments.has("--no-color")
    var failures: [String] = []
    // Each changed file is printed or written as soon as it is ready, so memory stays flat on big projects.
    let report = migrator.migrate(sources) { change in
      if printDiff {
        progress.clear()
        Output.write(UnifiedDiff.make(path: change.path, old: change.original, new: change.migrated, colored: colored))
      }
      if write {
        do throws(FileError) { try AtomicWriter.write(change.migrated, to: change.path) } catch { failures.append(error.description) }
      }
    }
    progress.finish()
    if let missing = report.unknownModels.first {
      let found = report.modelsFound.prefix(12).joined(separator: ", ")
      Output.error("lookout migrate: --only \(missing): no ObservableObject class of that name under \(roots.joined(separator: ", ")). "
        + (found.isEmpty ? "None was found." : "Models found: \(found)\(report.modelsFound.count > 12 ? ", …" : "")."))
      return 1
    }
    if json {
      Output.line(MigrateReportFormat.json(report, written: write))
    } else {
      Output.line(MigrateReportFormat.text(report, written: write, runtime: migrationOptions.runtime))
    }
    for failure in failures { Output.error("lookout migrate: \(failure)") }
    return failures.isEmpty ? 0 : 1
  }
}

/// The paths a command works on: those given, else the bundled legacy example when run from the package.
enum ProjectPaths {
  static let bundledLegacyApp = "Examples/LegacyApp"

  static func roots(_ given: [String]) -> [String] {
    if !given.isEmpty { return given }
    return FileManager.default.fileExists(atPath: bundledLegacyApp) ? [bundledLegacyApp] : ["."]
  }
}
