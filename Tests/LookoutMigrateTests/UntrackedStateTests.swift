import LookoutMigrate
import Testing

/// A view showing a model's member that reads a plain class's state re-ran on every change the model
/// published; observation would not re-run it for that state. Such a model stays until the class is
/// observable (or the state moves into the model).
@Suite struct UntrackedStateTests {
  static let models = """
    import SwiftUI

    final class EventManager {
        var added: Set<String> = []
        func add(_ id: String) { added.insert(id) }
    }

    final class EventsViewModel: ObservableObject {
        @Published var alert: String?
        private let eventManager = EventManager()

        func isAdded(_ id: String) -> Bool { eventManager.added.contains(id) }

        func add(_ id: String) {
            eventManager.add(id)
            alert = "Added"
        }
    }
    """

  static let view = """
    import SwiftUI

    struct EventRow: View {
        @ObservedObject var viewModel: EventsViewModel
        let id: String
        var body: some View {
            Image(systemName: viewModel.isAdded(id) ? "checkmark" : "plus")
        }
    }
    """

  @Test func aViewShowingAPlainClassesStateThroughTheModelKeepsIt() throws {
    let run = NeverBrokenTests.run(["Models.swift": Self.models, "Views.swift": Self.view])
    #expect(NeverBrokenTests.kept(run) == ["EventsViewModel: untrackedState"])
    #expect(run.report.changes.isEmpty)
    let note = try #require(run.report.manual.first { $0.reason.contains("EventsViewModel stays") })
    #expect(note.file == "Views.swift" && note.line == 7)
    #expect(note.reason.contains("EventRow shows viewModel.isAdded, which reads eventManager.added of EventManager"), "\(note.reason)")
    // The suggestion, applied (the class made observable), lets the next run migrate the model.
    let observable = Self.models.replacingOccurrences(of: "final class EventManager {", with: "@Observable\nfinal class EventManager {")
    let again = NeverBrokenTests.run(["Models.swift": observable, "Views.swift": Self.view])
    #expect(again.report.models == ["EventsViewModel"])
  }

  @Test func stateTheViewDoesNotShowOrAValueTypeKeepsNothing() {
    // Only an action reads the member: it runs later, and reads the state fresh.
    let action = Self.view.replacingOccurrences(of: "Image(systemName: viewModel.isAdded(id) ? \"checkmark\" : \"plus\")",
                                                with: "Button(\"Add\") { if !viewModel.isAdded(id) { viewModel.add(id) } }")
    #expect(NeverBrokenTests.run(["Models.swift": Self.models, "Views.swift": action]).report.models == ["EventsViewModel"])
    // A struct held in a stored property is the model's own tracked state.
    let value = Self.models.replacingOccurrences(of: "final class EventManager {", with: "struct EventManager {")
      .replacingOccurrences(of: "func add(_ id: String) { added", with: "mutating func add(_ id: String) { added")
      .replacingOccurrences(of: "private let eventManager", with: "private var eventManager")
    #expect(NeverBrokenTests.run(["Models.swift": value, "Views.swift": Self.view]).report.models == ["EventsViewModel"])
    // A class's `let` never changes: showing it needs no tracking.
    let constant = Self.models.replacingOccurrences(of: "    var added: Set<String> = []\n    func add(_ id: String) { added.insert(id) }",
                                                    with: "    let added: Set<String> = []\n    func add(_ id: String) {}")
    #expect(constant != Self.models)
    #expect(NeverBrokenTests.run(["Models.swift": constant, "Views.swift": Self.view]).report.models == ["EventsViewModel"])
  }
}
