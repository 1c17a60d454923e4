import Foundation
import LookoutMigrate
import LookoutSyntax

/// A SwiftUI project written with `ObservableObject`, generated for the migrate and lint benchmarks.
///
/// Files come in groups of seven, a mix chosen before measuring to look like an app's source tree: one
/// model (`ObservableObject`, `@Published`, Combine, `objectWillChange`), two view files (`@StateObject`,
/// `@ObservedObject` with and without `$` bindings, `@EnvironmentObject`, `.environmentObject`, `.onReceive`),
/// and four files of ordinary code (networking, persistence, formatting, extensions) that mention nothing
/// the migration rewrites. Every file is different (names carry the group number).
public struct GeneratedProject {
  public let directory: String
  public private(set) var files = 0
  public private(set) var lines = 0
  /// Lines in model and view files (the ones the migration must parse and rewrite).
  public private(set) var relevantLines = 0

  /// Writes a project of at least `minimumLines` lines under a new temporary directory.
  public init(minimumLines: Int) throws {
    directory = NSTemporaryDirectory() + "lookout-generated-\(ProcessInfo.processInfo.processIdentifier)-\(minimumLines)"
    try? FileManager.default.removeItem(atPath: directory)
    var group = 0
    while lines < minimumLines {
      let folder = directory + "/Feature\(group / 20)"
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      try add(Self.model(group), at: folder + "/Store\(group).swift", relevant: true)
      try add(Self.screens(group), at: folder + "/Screen\(group).swift", relevant: true)
      try add(Self.editors(group), at: folder + "/Editor\(group).swift", relevant: true)
      try add(Self.client(group), at: folder + "/Client\(group).swift", relevant: false)
      try add(Self.persistence(group), at: folder + "/Persistence\(group).swift", relevant: false)
      try add(Self.formatting(group), at: folder + "/Formatting\(group).swift", relevant: false)
      try add(Self.domain(group), at: folder + "/Domain\(group).swift", relevant: false)
      group += 1
    }
  }

  /// Deletes the project.
  public func remove() { try? FileManager.default.removeItem(atPath: directory) }

  /// The project's files as written, and in memory as `lookout migrate` leaves them (lint's and the map's
  /// usual diet is Observation code).
  func sourcesBeforeAndAfterMigrating() throws -> (legacy: DiskSources, migrated: MemorySources) {
    let sources = try DiskSources(under: [directory])
    var migrated: [String: String] = [:]
    for path in sources.paths { migrated[path] = (try? sources.load(path)).flatMap(\.text) }
    _ = Migrator().migrate(sources) { migrated[$0.path] = String(decoding: $0.migrated, as: UTF8.self) }
    return (sources, MemorySources(migrated))
  }

  private mutating func add(_ text: String, at path: String, relevant: Bool) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    let count = text.reduce(0) { $0 + ($1 == "\n" ? 1 : 0) }
    files += 1
    lines += count
    if relevant { relevantLines += count }
  }
}
