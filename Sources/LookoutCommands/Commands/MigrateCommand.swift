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

        Exit status: 0 everything that needed migrating was migrated (or there was nothing to migrate);
        1 refused (the deployment target, or a plan the whole-project check fails), a use the plan breaks
        (even when written with --force-partial), a file that needed migrating was left untouched (it cannot be
        read, is not UTF-8, does not parse, or is a link to a file outside the paths given), or a write failed;
        2 the command line or the input is wrong.
        """,
      arguments: [SharedOptions.paths],
      options: [
        .flag("--write", "Apply the changes (each file replaced atomically); needs a path"),
        .flag("--force-partial", "With --write, write even a plan the whole-project check fails (a partial migration: each break is listed, and the exit status is 1)"),
        .flag("--diff", "Print the diff also with --write"),
        SharedOptions.json,
        .value("--runtime", "runtime", choices: MigrationRuntime.allCases.map(\.rawValue),
               "Emit Apple's @Observable (observation, the default) or Lookout's @Tracked (lookout)"),
        .value("--only", "type", repeatable: true, "Migrate only this model and the views that hold it"),
        .value("--unpublished", "policy", choices: UnpublishedProperties.allCases.map(\.rawValue),
               "Models' vars that were not @Published: tracked (default: state stays tracked, subscriptions, tasks, timers, caches, formatters, delegates and services are ignored) or ignored (all, as before)"),
        .value("--check-from", "dir",
               "Do not migrate: check <paths> as the migration of <dir> — every remaining use that needs ObservableObject must refer to a type that still is one (exit 1 when one does not)"),
        .flag("--ignore-deployment-target", "Migrate even if the project deploys below iOS 17 / macOS 14"),
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
    let sources: DiskSources
    let configuration: ProjectConfiguration
    do {
      if let jobs = try arguments.jobs() { options.jobs = jobs }
      roots = write
        ? try ProjectPaths.writableRoots(arguments.positional, flag: "--write", arguments: arguments, invocation: terminal.invocation)
        : ProjectPaths.roots(arguments.positional)
      configuration = try arguments.projectConfiguration(roots: roots)
      options.swiftUI = configuration.swiftUI
      sources = try ProjectPaths.sources(under: roots, arguments: arguments)
    } catch let error as UsageError {
      terminal.error(error.text(terminal.invocation))
      return ExitStatus.usage
    } catch {
      terminal.error("lookout migrate: \(error)")
      return ExitStatus.usage
    }
    // Below iOS 17 / macOS 14 the migration is refused, but only when there is a model to migrate.
    let targets = arguments.has("--ignore-deployment-target") ? [] : DeploymentTarget.find(under: roots)
    let refusal = DeploymentTarget.refusal(for: targets, runtime: options.runtime)
    // Below iOS 17 / macOS 14, --runtime lookout migrates the views onto the bridge (LookoutSwiftUI).
    options.bridge = options.runtime == .lookout && targets.contains(where: \.predatesObservation)
    // Only the files built for such a system (by their Xcode target, else their project) use it.
    if options.bridge { options.deploymentSettings = ProjectSettings.read(under: roots, configuration: configuration) }
    let temporaries = write ? TemporaryFile.removeLeftovers(sources.temporaries) : TemporaryFile.leftovers(sources.temporaries)

    var migrator = Migrator(options: options.readingProject(under: roots))
    let progress = ProgressLine(terminal)
    migrator.progress = { progress.show($0) }
    let json = arguments.has("--json")
    let printDiff = !json && (!write || arguments.has("--diff"))
    let colored = terminal.colors(arguments)
    // The whole plan is made and checked before anything is written.
    let report = migrator.migrate(sources, proceed: { found in refusal == nil || found.modelsFound.isEmpty })
    progress.clear()
    if report.stoppedBeforeRewriting, let refusal {
      // The refusal names the project's SwiftUI views, found only when it is given.
      let reason = DeploymentTarget.refusal(for: targets, runtime: options.runtime, swiftUIViews: DeploymentTarget.swiftUIViewFiles(in: sources))
        ?? refusal
      terminal.error("lookout migrate: refused — \(reason)")
      return ExitStatus.failure
    }
    // --runtime lookout before iOS 17: views the bridge cannot make observe their models would stop updating.
    if options.runtime == .lookout,
       let reason = DeploymentTarget.trackedViewsRefusal(for: targets, views: report.trackedModelViews, migrated: report.models) {
      terminal.error("lookout migrate: refused — \(reason)")
      return ExitStatus.failure
    }
    if let missing = report.unknownModels.first {
      let found = report.modelsFound.prefix(12).joined(separator: ", ")
      terminal.error("lookout migrate: --only \(missing): no ObservableObject class of that name under \(roots.joined(separator: ", ")). "
        + (found.isEmpty ? "None was found." : "Models found: \(found)\(report.modelsFound.count > 12 ? ", …" : "")."))
      return ExitStatus.usage
    }
    // A plan that fails the whole-project check is written only when a partial migration is asked for.
    let refused = write && !report.broken.isEmpty && !arguments.has("--force-partial")
    var writes = FileWrites(roots: roots)
    for change in report.changes {
      if printDiff {
        terminal.write(UnifiedDiff.make(change, colored: colored, relativeTo: FileManager.default.currentDirectoryPath))
      }
      if write && !refused { writes.write(change, refusal: sources.writeRefusal(for: change.path)) }
    }
    // After --write a note's position is the written file's, where a person will look.
    let shown = write && !refused ? report.placingNotes(inWritten: Set(writes.written + writes.alreadyWritten)) : report
    let outcome = MigrateReportFormat.Outcome(
      report: shown, runtime: options.runtime, writes: write && !refused ? writes : nil, temporaries: temporaries,
      applyCommand: ProjectPaths.rerunHint(adding: "--write", arguments: arguments, invocation: terminal.invocation),
      refused: refused)
    terminal.line(json ? MigrateReportFormat.json(outcome) : MigrateReportFormat.text(outcome))
    for problem in writes.failed + writes.refused { terminal.error("lookout migrate: \(problem)") }
    if !report.broken.isEmpty {
      let uses = "\(report.broken.count) use\(report.broken.count == 1 ? "" : "s")"
      terminal.error(refused
        ? "lookout migrate: refused — the plan would break \(uses) listed above; nothing was written (--force-partial writes it anyway)"
        : "lookout migrate: the plan breaks \(uses) listed above\(write ? "; written as asked (--force-partial)" : "")")
    }
    return outcome.succeeded ? ExitStatus.success : ExitStatus.failure
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
