@testable import LookoutLint
import LookoutSyntax
import Testing

/// `strong-self-in-stored-closure` is a warning where the leak is certain (a sink on a `@Published`
/// projection, which never completes) and a note elsewhere.
@Suite struct StrongSelfSeverityTests {
  static func findings(_ text: String) -> [Finding] {
    Linter(configuration: LintConfiguration()).lint(MemorySources(["Sources/App/Model.swift": text])).findings
      .filter { $0.ruleID == "strong-self-in-stored-closure" }
  }

  @Test func aSinkOnAPublishedProjectionIsAWarning() {
    let found = Self.findings("""
      import Combine
      final class Store: ObservableObject {
          static let shared = Store()
          @Published var chores: [String] = []
      }
      final class ChoresModel: ObservableObject {
          @Published var chores: [String] = []
          private var cancellables = Set<AnyCancellable>()
          init() {
              Store.shared.$chores.receive(on: DispatchQueue.main).sink { self.chores = $0 }.store(in: &cancellables)
          }
      }
      """)
    #expect(found.map(\.severity) == [.warning])
    #expect(found.first?.message.contains("a @Published publisher never completes") == true)
  }

  @Test func aSinkOnAnotherPublisherStaysANote() {
    let found = Self.findings("""
      import Combine
      final class ToolsModel: ObservableObject {
          @Published var tool = ""
          private var cancellables = Set<AnyCancellable>()
          init() {
              selectedTool().sink { self.tool = $0 }.store(in: &cancellables)
          }
          func selectedTool() -> AnyPublisher<String, Never> { Just("swift").eraseToAnyPublisher() }
      }
      """)
    #expect(found.map(\.severity) == [.note])
  }
}
