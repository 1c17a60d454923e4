import Foundation
import LookoutSyntax
import SwiftSyntax

/// Builds the map of a project from its sources, with no build: a token scan of every file finds the
/// models; the files that mention views, models or observation are parsed (on every core) and summarised;
/// then the whole project's summaries are resolved into views, models, properties and the reads between them.
///
/// ```swift
/// let map = MapBuilder(settings: ProjectSettings.read(under: ["App"])).build(try DiskSources(under: ["App"]))
/// map.invalidatedViews(by: PropertyKey(owner: TypeKey(module: "App", name: "Cart"), name: "items"))
/// ```
public struct MapBuilder: Sendable {
  /// The project's settings (its package targets name the modules).
  public var settings: ProjectSettings
  /// Threads to use (default: one per core); the map is the same for any number.
  public var jobs = OrderedParallelMap.defaultJobs

  public init(settings: ProjectSettings = ProjectSettings()) { self.settings = settings }

  /// Words that make a file worth parsing for the map, besides the names of the project's models.
  package static let relevantWords: Set<String> = [
    "View", "body", "ViewModifier", "App", "Scene", "ObservableObject", "Published", "Observable", "Tracked", "Perceptible",
    "Model", "StateObject", "ObservedObject", "EnvironmentObject", "Environment", "Bindable", "onChange", "Timer",
  ]

  /// The words a file must mention to be parsed: `relevantWords` and the project's model classes.
  package static func relevantWords(index: TypeIndex) -> Set<String> {
    relevantWords.union(index.observable).union(index.legacy)
  }

  public func build(_ sources: some SourceProvider) -> ReadMap {
    var facts: [FileFacts] = []
    var statistics = ReadMap.Statistics()
    statistics.notRead = sources.problems.map(\.description)
    OrderedParallelMap.run(sources.paths, jobs: jobs, transform: { path -> Result<(FileFacts, Int), FileError> in
      do throws(FileError) {
        let source = try sources.load(path)
        return .success((DeclarationScan.facts(of: source), source.lineCount))
      } catch {
        return .failure(error)
      }
    }, consume: { _, scanned in
      let fileFacts: FileFacts, lines: Int
      switch scanned {
      case .success(let read): (fileFacts, lines) = read
      case .failure(let error):
        statistics.notRead.append(error.description)
        return
      }
      facts.append(fileFacts)
      statistics.files += 1
      statistics.lines += lines
    })
    let index = TypeIndex(facts: facts)
    let words = Self.relevantWords(index: index)
    let layout = ModuleLayout(settings: settings)
    var summaries: [(summary: FileSummary, module: String)] = []
    OrderedParallelMap.run(sources.paths, jobs: jobs, transform: { path -> FileSummary? in
      guard let source = try? sources.load(path), !GeneratedCode.isGenerated(source),
            IdentifierScan.mentions(source.bytes, anyOf: words) else { return nil }
      let tree = ParsedSource.tree(of: source.bytes)
      return DeclarationExtractor.summarize(SourceFile(source: source, tree: tree))
    }, consume: { _, summary in
      guard let summary else { return }
      summaries.append((summary, layout.module(of: summary.path)))
      statistics.filesParsed += 1
    })
    var map = MapAssembler.assemble(files: summaries, legacyNames: index.legacy)
    map.statistics = statistics
    MapExcerpts.fill(&map, from: sources)
    return map
  }
}

/// One parsed file's part of the map, for tools that parse files themselves (lint's fan-out rules).
package struct MapFileSummary: Sendable {
  let summary: FileSummary

  package init(_ file: SourceFile) { summary = DeclarationExtractor.summarize(file) }

  package var path: String { summary.path }

  /// The map of the files summarised, their modules from `layout`.
  package static func map(of files: [MapFileSummary], layout: ModuleLayout, index: TypeIndex) -> ReadMap {
    MapAssembler.assemble(files: files.map { ($0.summary, layout.module(of: $0.summary.path)) }, legacyNames: index.legacy)
  }
}
