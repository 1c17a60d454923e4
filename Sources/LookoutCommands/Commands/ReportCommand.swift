import LookoutLint
import LookoutMigrate
import LookoutReport
import LookoutSyntax

/// `lookout report [paths…]`: the inventory for planning a migration.
enum ReportCommand {
  static var spec: CommandSpec {
    CommandSpec(
      name: "report", abstract: "Inventory for planning a migration: models, @Published, wrappers, Combine, manual items",
      discussion: """
        Exit status: 0 every Swift file was read; 1 some could not be (not UTF-8, not a regular file, a broken
        link: listed, and not counted); 2 the command line or the input is wrong.
        """,
      arguments: [SharedOptions.paths], options: [SharedOptions.json], action: run)
  }

  static func run(_ arguments: ParsedArguments, _ terminal: Terminal) -> Int32 {
    let roots = ProjectPaths.roots(arguments.positional)
    let sources: DiskSources
    do { sources = try ProjectPaths.sources(under: roots, arguments: arguments) } catch let error as UsageError {
      terminal.error(error.text(terminal.invocation))
      return ExitStatus.usage
    } catch {
      terminal.error("lookout report: \(error)")
      return ExitStatus.usage
    }
    let configuration: LintConfiguration
    do { configuration = try LintConfiguration(arguments.projectConfiguration(roots: roots), readingSettingsUnder: roots) } catch {
      terminal.error("lookout report: \(error)")
      return ExitStatus.usage
    }
    // The settings were read with the deployment targets: the project files are read once.
    let inventory = ProjectInventory(sources, deploymentTargets: configuration.settings.deploymentTargets, settings: configuration.settings,
                                     migration: MigrationOptions().readingProject(under: roots))
    if arguments.has("--json") {
      terminal.line(ReportFormat.json(inventory))
    } else {
      let pitfalls = Linter(configuration: configuration).lint(sources).findings.filter { $0.severity != .note }.count
      terminal.line(ReportFormat.text(inventory, roots: roots, context: .init(pitfalls: pitfalls, command: terminal.invocation.command)))
    }
    return inventory.notRead.isEmpty ? ExitStatus.success : ExitStatus.failure
  }
}
