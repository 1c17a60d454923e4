import Foundation
import LookoutLint
import LookoutMap
import LookoutMigrate
import LookoutSyntax

/// `lookout-bench map`: the map of reads (`lookout map`) over the generated project `bench lint` uses, legacy
/// and after `migrate`, against `lookout lint` on the same project: its build time and its size.
public struct MapBenchmark {
  public struct Report: Sendable {
    public let files: Int
    public let lines: Int
    public let filesParsed: Int
    /// The map's size: models, properties, views, edges (legacy project, then after migrate).
    public let size: [Int]
    public let migratedSize: [Int]
    public let jsonBytes: Int
    public let rows: [MigrationBenchmark.Row]
    public let cores: Int
    /// Whether the all-core maps are the same as the one-core maps.
    public let identicalOutput: Bool
  }

  let minimumLines: Int

  public init(minimumLines: Int = 200_000) { self.minimumLines = minimumLines }

  public func run() throws -> Report {
    let project = try GeneratedProject(minimumLines: minimumLines)
    defer { project.remove() }
    // The same project after `lookout migrate` too.
    let (sources, migratedSources) = try project.sourcesBeforeAndAfterMigrating()

    let cores = OrderedParallelMap.defaultJobs
    var lint = Linter()
    lint.jobs = 1
    var oneCore = MapBuilder()
    oneCore.jobs = 1
    var allCores = MapBuilder()
    allCores.jobs = cores
    let inputs: [any SourceProvider] = [sources, migratedSources]
    var lintSeconds = [Double.infinity, .infinity]
    var mapSeconds = Array(repeating: Double.infinity, count: 4)
    var maps = Array(repeating: ReadMap(), count: 4)
    for _ in 0..<3 {
      for (slot, input) in inputs.enumerated() {
        lintSeconds[slot] = min(lintSeconds[slot], MigrationBenchmark.time { _ = lint.lint(input) })
        mapSeconds[slot * 2] = min(mapSeconds[slot * 2], MigrationBenchmark.time { maps[slot * 2] = oneCore.build(input) })
        mapSeconds[slot * 2 + 1] = min(mapSeconds[slot * 2 + 1], MigrationBenchmark.time { maps[slot * 2 + 1] = allCores.build(input) })
      }
    }
    func size(_ map: ReadMap) -> [Int] { [map.models.count, map.properties.count, map.views.count, map.edges.count] }
    let lines = project.lines
    return Report(
      files: project.files, lines: lines, filesParsed: maps[0].statistics.filesParsed, size: size(maps[0]),
      migratedSize: size(maps[2]), jsonBytes: MapDocument(maps[0]).json(pretty: false).utf8.count,
      rows: [
        .init(name: "lookout lint, legacy, 1 core", lines: lines, seconds: lintSeconds[0]),
        .init(name: "lookout map, legacy, 1 core", lines: lines, seconds: mapSeconds[0]),
        .init(name: "lookout map, legacy, \(cores) cores", lines: lines, seconds: mapSeconds[1]),
        .init(name: "lookout lint, after migrate, 1 core", lines: lines, seconds: lintSeconds[1]),
        .init(name: "lookout map, after migrate, 1 core", lines: lines, seconds: mapSeconds[2]),
        .init(name: "lookout map, after migrate, \(cores) cores", lines: lines, seconds: mapSeconds[3]),
      ],
      cores: cores,
      identicalOutput: MapDocument(maps[0]) == MapDocument(maps[1]) && MapDocument(maps[2]) == MapDocument(maps[3]))
  }
}
