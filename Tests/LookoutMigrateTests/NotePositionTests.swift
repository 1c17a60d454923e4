import LookoutMigrate
import LookoutSyntax
import LookoutTestSupport
import Testing

/// After `--write` a note's position is where its code is in the written file.
@Suite struct NotePositionTests {
  @Test func aNotesPlaceMovesWithTheEditsBeforeIt() throws {
    let run = MigrationRun([
      "Model.swift": """
        import Combine

        final class Feed: ObservableObject {
            @Published var posts: [String] = []
            var cursor = 0
        }
        """,
    ])
    let note = try #require(run.reasons(containing: "was not @Published and is tracked now").first)
    // In the original the class name is on line 3; the migration writes `@Observable` on a line of its own
    // above it (or removes `import Combine`): the note must follow the name.
    let change = try #require(run.report.changes.first { $0.path == "Model.swift" })
    let placed = run.report.placingNotes(inWritten: ["Model.swift"]).manual.first { $0.reason == note.reason }
    let migrated = try #require(run.output["Model.swift"]).split(separator: "\n", omittingEmptySubsequences: false)
    let line = try #require(placed?.line)
    let column = try #require(placed?.column)
    let rest = String(decoding: Array(migrated[line - 1].utf8.dropFirst(column - 1)), as: UTF8.self)
    #expect(rest.hasPrefix("Feed"), "\(migrated[line - 1]) at \(column)")
    #expect(note.line == 3)
    // A place past every edit moves by all they added.
    let last = change.migratedPosition(line: 6, column: 1)
    #expect(migrated[last.line - 1] == "}")
    // Not written: positions stay the original's.
    #expect(run.report.placingNotes(inWritten: []).manual.first { $0.reason == note.reason }?.line == note.line)
  }
}
