import Foundation
import LookoutMap
import LookoutSyntax

/// `lookout why <subject> [paths…]`: which view bodies a property's writes re-run, with the path of each read,
/// or what a view's body depends on, from the sources alone; with `--trace`, compared with a test run.
enum WhyCommand {
  static var spec: CommandSpec {
    CommandSpec(
      name: "why", abstract: "Which views a write re-runs (Cart.items), or what a view's body depends on (CartView)",
      discussion: """
        The subject is a model's property (Cart.items, or Module.Cart.items), a computed property or helper
        (Cart.total), a view (CartView) or a model (Cart). The map is built from the sources, with no build:
        reads through let, @State, @Environment(T.self), @Bindable, helpers, computed properties, extensions,
        other models, protocols with one conformer and closures that run in body; an ObservableObject held by
        a view is a whole-object dependency.
        With --trace run.json (written by a test: UpdateTrace.write(to:) of host.trace, or LOOKOUT_TRACE=run.json
        swift test), the map is compared with what the run did: edges the run never exercised, and updates the
        run saw that the map lacks.
        Exit status: 0 done, 1 the subject is not in the map, or the answer may be incomplete (a file could
        not be read: standard error names it; a view holds a model the sources do not declare, a protocol
        several types conform to, or a @dynamicMemberLookup model: the answer names the holder), or --trace
        found updates the map lacks; 2 usage. Documentation/map.md says what the map follows.
        """,
      arguments: [
        ArgumentSpec(name: "subject", help: "Cart.items, CartView, Cart or Cart.total"),
        SharedOptions.paths,
      ],
      options: [
        .value("--trace", "file", "A run's recorded updates (JSON): print where the run and the map differ"),
        SharedOptions.json, SharedOptions.config, SharedOptions.jobs,
      ],
      action: run)
  }

  static func run(_ arguments: ParsedArguments, _ terminal: Terminal) -> Int32 {
    guard let subjectText = arguments.positional.first else {
      terminal.error(UsageError(message: "name what to explain: a property (Cart.items), a view (CartView) or a model", commandPath: arguments.commandPath).description)
      return ExitStatus.usage
    }
    let built: (map: ReadMap, roots: [String])
    do {
      built = try MapSources.map(arguments.droppingFirstPositional())
    } catch let error as UsageError {
      terminal.error(error.description)
      return ExitStatus.usage
    } catch {
      terminal.error("lookout why: \(error)")
      return ExitStatus.usage
    }
    let report = WhyReport(map: built.map, base: MapSources.base(built.roots))
    let incomplete = MapSources.reportNotRead(built.map, command: "why", terminal: terminal)
    guard let subject = report.subject(subjectText) else {
      let close = CommandParser.closeMatches(to: subjectText, among: report.subjectNames)
      let suggestion = close.isEmpty ? "" : "did you mean \(CommandParser.listed(close))? Or "
      terminal.error("lookout why: nothing called '\(subjectText)' in the map of \(built.roots.joined(separator: ", ")) (\(built.map.views.count) views, \(built.map.models.count) models); \(suggestion)name a model's property (Cart.items), a view or a model")
      return ExitStatus.failure
    }
    if let tracePath = arguments.value("--trace") {
      return TraceCommand.compare(tracePath, map: built.map, subject: subject, base: MapSources.base(built.roots),
                                  json: arguments.has("--json"), terminal: terminal)
    }
    if arguments.has("--json") {
      terminal.line(MapDocument(WhyQuery.submap(built.map, subject: subject), relativeTo: MapSources.base(built.roots)).json())
    } else {
      terminal.line(report.text(for: subject))
    }
    return incomplete || report.mayBeIncomplete(subject) ? ExitStatus.failure : ExitStatus.success
  }
}

extension ParsedArguments {
  /// The same arguments without the first positional one (a subject before the paths).
  func droppingFirstPositional() -> ParsedArguments {
    var copy = self
    copy.removeFirstPositional()
    return copy
  }
}

/// `lookout why --trace run.json <subject>`: the map against a test run.
enum TraceCommand {
  static func compare(_ path: String, map: ReadMap, subject: WhyReport.Subject, base: String?, json: Bool, terminal: Terminal) -> Int32 {
    let trace: RunTrace
    do { trace = try RunTrace(contentsOf: path) } catch {
      terminal.error("lookout why: \(error)")
      return ExitStatus.usage
    }
    let comparison = TraceComparison(map: map, trace: trace, including: WhyQuery.includes(subject, in: map))
    let report = TraceReport(comparison, base: base)
    terminal.line(json ? report.json : report.text)
    return comparison.unexplained.isEmpty ? ExitStatus.success : ExitStatus.failure
  }
}
