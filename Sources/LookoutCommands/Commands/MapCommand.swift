import Foundation
import LookoutMap
import LookoutSyntax

/// `lookout map [paths…]`: the whole project's map of reads, as JSON, DOT or a self-contained HTML page.
enum MapCommand {
  static var spec: CommandSpec {
    CommandSpec(
      name: "map", abstract: "The map of what every view's body reads: JSON, DOT, or an HTML page to explore it",
      discussion: """
        JSON follows Documentation/map-schema.json: nodes (models, properties, views) and edges (reads), each
        edge with the paths of the read and each step's source line. DOT draws with Graphviz. HTML is one file
        with no network: search a property, click a node for its read paths.
        """,
      arguments: [SharedOptions.paths],
      options: [
        .value("--format", "format", choices: ["json", "dot", "html"], "Output format (default: json)"),
        .value("--output", "file", "Write to this file (atomically) instead of standard output"),
        SharedOptions.config, SharedOptions.jobs,
      ],
      action: run)
  }

  static func run(_ arguments: ParsedArguments, _ terminal: Terminal) -> Int32 {
    let built: (map: ReadMap, roots: [String])
    do { built = try MapSources.map(arguments) } catch let error as UsageError {
      terminal.error(error.description)
      return ExitStatus.usage
    } catch {
      terminal.error("lookout map: \(error)")
      return ExitStatus.usage
    }
    let document = MapDocument(built.map, relativeTo: MapSources.base(built.roots))
    let text: String
    switch arguments.value("--format") ?? "json" {
    case "dot": text = MapDOT.render(document)
    case "html": text = MapPage.html(document, title: "lookout map: " + built.roots.joined(separator: ", "))
    default: text = document.json()
    }
    guard let output = arguments.value("--output") else {
      terminal.line(text)
      return ExitStatus.success
    }
    do throws(FileError) {
      if !FileManager.default.fileExists(atPath: output) { _ = FileManager.default.createFile(atPath: output, contents: nil) }
      try AtomicWriter.write(Array((text + "\n").utf8), to: output)
    } catch {
      terminal.error("lookout map: \(error)")
      return ExitStatus.failure
    }
    let statistics = document.statistics
    terminal.error("Wrote \(output): \(statistics.models) models, \(statistics.properties) properties, \(statistics.views) views, \(statistics.edges) edges")
    return ExitStatus.success
  }
}
