import Foundation
import LookoutMigrate
import LookoutSyntax

/// `lookout migrate [paths…]`: the migration from ObservableObject, as a dry-run diff or written in place.
enum MigrateCommand {
  static var spec: CommandSpec {
    CommandSpec(
      name: "migrate", abstract: "Migrate ObservableObject code to @Observable (a dry run prints the diff)",
      discussion: """
        Models lose ObservableObject and @Published and gain @Observable; views' @StateObject becomes @State,
        @ObservedObject becomes @Bindable (when the view binds) or a plain property, @EnvironmentObject becomes
        @Environment(T.self). What cannot be migrated safely is left as it was and listed with the rewrite to
        make. Files are written atomically, and only when they still parse.
        """,
      arguments: [SharedOptions.paths],
      options: [
        .flag("--write", "Apply the changes (each file replaced atomically); needs a path"),
        .flag("--diff", "Print the diff also with --write"),
        .flag("--force-partial", "With --write, write even a plan the whole-project check fails (a partial migration: each break is listed, and the exit status is 1)"),
        SharedOptions.json,
        .value("--runtime", "runtime", choices: MigrationRuntime.allCases.map(\.rawValue),
               "Emit Apple's @Observable (observation, the default) or Lookout's @Tracked (lookout)"),
        .value("--only", "type", repeatable: true, "Migrate only this model and the views that hold it"),
        .value("--unpublished", "policy", choices: UnpublishedProperties.allCases.map(\.rawValue),
               "Models' vars that were not @Published: tracked (default: state stays tracked, subscriptions, tasks, timers, caches, formatters, delegates and services are ignored) or ignored (all, as before)"),
        .flag("--ignore-deployment-target", "Migrate even if the project deploys below iOS 17 / macOS 14"),
        .value("--check-from", "dir",
               "Do not migrate: check <paths> as the migration of <dir> — every remaining use that needs ObservableObject must refer to a type that still is one (exit 1 when one does not)"),
        SharedOptions.xcode,
        SharedOptions.config,
        SharedOptions.jobs,
        SharedOptions.noColor,
      ],
      action: run)
  }

  static func run(_ arguments: ParsedArguments, _ terminal: Terminal) -> Int32 {
    if let before = arguments.value("--check-from") { return check(from: before, arguments, terminal) }
    var options = MigrationOptions()
    options.runtime = arguments.value("--runtime").flatMap(MigrationRuntime.init(rawValue:)) ?? .observation
    options.unpublished = arguments.value("--unpublished").flatMap(UnpublishedProperties.init(rawValue:)) ?? .tracked
    let only = arguments.values("--only")
    if !only.isEmpty { options.only = Set(only) }
    let write = arguments.has("--write")
    let roots: [String]
    do {
      if let jobs = try arguments.jobs() { options.jobs = jobs }
      roots = write
        ? try ProjectPaths.writableRoots(arguments.positional, flag: "--write", commandPath: arguments.commandPath)
        : ProjectPaths.roots(arguments.positional)
      options.swiftUI = try arguments.projectConfiguration(roots: roots).swiftUI
    } catch {
      return usage(error, terminal)
    }
    let sources: DiskSources
    do {
      sources = try DiskSources(under: roots)
    } catch {
      terminal.error("lookout migrate: \(error)")
      return ExitStatus.usage
    }
    if !arguments.has("--ignore-deployment-target") {
      let targets = DeploymentTarget.find(under: roots)
      if DeploymentTarget.refusal(for: targets, runtime: options.runtime) != nil,
         let refusal = DeploymentTarget.refusal(for: targets, runtime: options.runtime, swiftUIViews: DeploymentTarget.swiftUIViewFiles(in: sources)) {
        terminal.error("lookout migrate: refused — \(refusal)")
        return ExitStatus.failure
      }
    }

    options.coreDataEntities = CoreDataModels.entityClasses(under: roots)
    var migrator = Migrator(options: options)
    let progress = ProgressLine(terminal)
    migrator.progress = { progress.show($0) }
    let json = arguments.has("--json")
    let printDiff = !json && (!write || arguments.has("--diff"))
    let colored = terminal.colors(arguments)
    var failures: [String] = []
    // The whole plan is made and checked before anything is written.
    let report = migrator.migrate(sources)
    progress.clear()
    // A plan that fails the whole-project check is written only when a partial migration is asked for.
    let writes = write && (report.broken.isEmpty || arguments.has("--force-partial"))
    for change in report.changes {
      if printDiff {
        terminal.write(UnifiedDiff.make(path: change.path, old: change.original, new: change.migrated, colored: colored))
      }
      if writes {
        do throws(FileError) { try AtomicWriter.write(change.migrated, to: change.path) } catch { failures.append(error.description) }
      }
    }
    if let missing = report.unknownModels.first {
      let found = report.modelsFound.prefix(12).joined(separator: ", ")
      terminal.error("lookout migrate: --only \(missing): no ObservableObject class of that name under \(roots.joined(separator: ", ")). "
        + (found.isEmpty ? "None was found." : "Models found: \(found)\(report.modelsFound.count > 12 ? ", …" : "")."))
      return ExitStatus.usage
    }
    if json {
      terminal.line(MigrateReportFormat.json(report, written: writes))
    } else {
      terminal.line(MigrateReportFormat.text(report, written: writes, refused: write && !writes, runtime: options.runtime))
    }
    for failure in failures { terminal.error("lookout migrate: \(failure)") }
    if !report.broken.isEmpty {
      terminal.error(write && !writes
        ? "lookout migrate: refused — the plan would break \(report.broken.count) use\(report.broken.count == 1 ? "" : "s") listed above; nothing was written (--force-partial writes it anyway)"
        : "lookout migrate: the plan breaks \(report.broken.count) use\(report.broken.count == 1 ? "" : "s") listed above\(writes ? "; written as asked (--force-partial)" : "")")
      return ExitStatus.failure
    }
    return failures.isEmpty ? ExitStatus.success : ExitStatus.failure
  }

  /// `--check-from <before> <after…>`: the whole-project check on a tree migrated already.
  private static func check(from before: String, _ arguments: ParsedArguments, _ terminal: Terminal) -> Int32 {
    guard !arguments.positional.isEmpty else {
      terminal.error("lookout migrate: --check-from <before> needs the migrated tree's path too: \(arguments.commandPath) --check-from <before> <after>")
      return ExitStatus.usage
    }
    let report: CheckReport
    do {
      let jobs = try arguments.jobs()
      report = ProjectCheck.run(before: try DiskSources(under: [before]), after: try DiskSources(under: arguments.positional), jobs: jobs)
    } catch {
      return usage(error, terminal)
    }
    terminal.line(arguments.has("--json") ? MigrationCheckFormat.json(report) : MigrationCheckFormat.text(report, before: before))
    return report.broken.isEmpty ? ExitStatus.success : ExitStatus.failure
  }

  /// Says what was wrong with the command line or the input; the usage status.
  private static func usage(_ error: any Error, _ terminal: Terminal) -> Int32 {
    terminal.error((error as? UsageError)?.description ?? "lookout migrate: \(error)")
    return ExitStatus.usage
  }
}
