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
        Exit status: 0 done; 1 a file could not be read (standard error names it, and the JSON's
        statistics.not_read), so the map lacks what it holds, or --output could not be written; 2 usage.
        """,
      arguments: [SharedOptions.paths],
      options: [
        .value("--format", "format", choices: ["json", "dot", "html"],
               "Output format (default: a summary with the next commands; with --output, the file's extension: .html, .dot, else json)"),
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
    let incomplete = MapSources.reportNotRead(built.map, command: "map", terminal: terminal)
    let done = incomplete ? ExitStatus.failure : ExitStatus.success
    let text: String
    switch format(arguments) {
    case "dot": text = MapDOT.render(document)
    case "html": text = MapPage.html(document, title: "lookout map: " + built.roots.joined(separator: ", "))
    case "json": text = document.json()
    default: text = MapSummary.text(built.map, roots: built.roots, command: terminal.invocation.command)
    }
    guard let output = arguments.value("--output") else {
      terminal.line(text)
      return done
    }
    // A new file is made empty first (the writer keeps an existing file's owner and mode), and taken away
    // again if the write fails: a failed run leaves nothing behind.
    let isNew = !FileManager.default.fileExists(atPath: output)
    if isNew, !FileManager.default.createFile(atPath: output, contents: nil) {
      let given = (output as NSString).deletingLastPathComponent
      let folder = given.isEmpty ? "." : given
      let reason = !FileManager.default.fileExists(atPath: folder) ? "its folder \(folder) does not exist"
        : FileManager.default.isWritableFile(atPath: folder) ? "it cannot be created there"
        : "its folder cannot be written (read-only, or permissions)"
      terminal.error("lookout map: cannot write \(output): \(reason); nothing was written. Give --output a path in a writable folder.")
      return ExitStatus.failure
    }
    do throws(FileError) {
      try AtomicWriter.write(Array((text + "\n").utf8), to: output)
    } catch {
      if isNew { try? FileManager.default.removeItem(atPath: output) }
      terminal.error("lookout map: \(error)" + (isNew ? " (the new file was removed)" : ""))
      return ExitStatus.failure
    }
    let statistics = document.statistics
    terminal.error("Wrote \(output): \(statistics.models) models, \(statistics.properties) properties, \(statistics.views) views, \(statistics.edges) edges")
    return done
  }

  /// The format asked for; without `--format`, the `--output` file's extension says, and standard output
  /// gets the summary.
  static func format(_ arguments: ParsedArguments) -> String {
    if let format = arguments.value("--format") { return format }
    guard let output = arguments.value("--output") else { return "summary" }
    switch (output as NSString).pathExtension.lowercased() {
    case "html", "htm": return "html"
    case "dot", "gv": return "dot"
    default: return "json"
    }
  }
}
