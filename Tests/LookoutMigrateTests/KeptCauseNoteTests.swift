import LookoutMigrate
import Testing

/// One use that keeps several models back is one note, naming them all (each is still listed as kept).
@Suite struct KeptCauseNoteTests {
  @Test func modelsKeptByOneUseShareOneNote() throws {
    let run = NeverBrokenTests.run([
      "Models.swift": """
        import Combine
        import SwiftUI

        final class Inbox: ObservableObject { @Published var count = 0 }
        final class Outbox: ObservableObject { @Published var count = 0 }
        """,
      "Badge.swift": """
        import Combine

        final class Badge {
            var bag = Set<AnyCancellable>()
            func watch(_ source: Any) {
                (source as AnyObject).counter().$count.sink { print($0) }.store(in: &bag)
            }
        }
        """,
    ])
    #expect(NeverBrokenTests.kept(run) == ["Inbox: check", "Outbox: check"])
    let notes = run.report.manual.filter { $0.reason.contains("stay") && $0.reason.contains("ObservableObject (") }
    #expect(notes.count == 1, "\(notes.map(\.reason))")
    let note = try #require(notes.first)
    #expect(note.reason.hasPrefix("Inbox, Outbox stay ObservableObject (a use that would break): "), "\(note.reason)")
    #expect(note.file == "Badge.swift" && note.line == 6)
  }
}
