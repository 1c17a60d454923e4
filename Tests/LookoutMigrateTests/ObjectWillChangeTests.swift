import LookoutMigrate
import LookoutSyntax
import Testing

/// `objectWillChange` and `$property` publishers inside models.
@Suite struct ObjectWillChangeTests {
  @Test func forwardingAMigratedChildIsRemoved() {
    expectMigration("""
      import Combine
      import Foundation

      final class Cart: ObservableObject {
          @Published var items: [String] = []
          let shipping = Shipping()
          private var cancellables = Set<AnyCancellable>()

          init() {
              shipping.objectWillChange
                  .sink { [weak self] _ in self?.objectWillChange.send() }
                  .store(in: &cancellables)
          }
      }

      final class Shipping: ObservableObject {
          @Published var express = false
      }
      """, """
      import Combine
      import Foundation

      @Observable
      final class Cart {
          var items: [String] = []
          let shipping = Shipping()
          @ObservationIgnored private var cancellables = Set<AnyCancellable>()

          init() {
          }
      }

      @Observable
      final class Shipping {
          var express = false
      }
      """)
  }

  @Test func forwardingAChildThatStaysIsReported() {
    let source = """
      import Combine

      final class Cart: ObservableObject {
          let shipping: Shipping
          var bag: AnyCancellable?

          init(shipping: Shipping) {
              self.shipping = shipping
              bag = shipping.objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() }
          }
      }
      """
    let run = MigrationRun(["Cart.swift": source, "Shipping.swift": "import Combine\nfinal class Shipping: ObservableObject {\n    @Published var express = false\n}\n"],
                           only: ["Cart"])
    let items = run.reasons(containing: "forwards the objectWillChange of shipping (Shipping)")
    #expect(items.count == 1)
    #expect(items.first?.line == 9)
    #expect(run.output["Cart.swift"]?.contains("shipping.objectWillChange") == true)
    #expect(run.output["Shipping.swift"]?.contains("ObservableObject") == true)
  }

  @Test func sendBeforeAssigningAnUnpublishedPropertyKeepsItTracked() {
    expectMigration("""
      import Foundation

      final class Session: ObservableObject {
          @Published var name = ""
          var token: String?

          func signIn() {
              objectWillChange.send()
              token = UUID().uuidString
          }
      }
      """, """
      import Foundation

      @Observable
      final class Session {
          var name = ""
          var token: String?

          func signIn() {
              token = UUID().uuidString
          }
      }
      """)
  }

  @Test func sendInADidSetRemovesTheAccessor() {
    expectMigration("""
      import SwiftUI

      final class Options: ObservableObject {
          var note = "" {
              didSet { objectWillChange.send() }
          }
          var flag = false {
              willSet { self.objectWillChange.send() }
              didSet { print(flag) }
          }
      }
      """, """
      import SwiftUI

      @Observable
      final class Options {
          var note = ""
          var flag = false {
              didSet { print(flag) }
          }
      }
      """)
  }

  @Test func otherSendsAndSubscribersAreReported() {
    let run = expectMigration("""
      import SwiftUI

      final class Model: ObservableObject {
          @Published var value = 0

          func refresh() {
              objectWillChange.send()
          }

          func watch() -> AnyCancellable {
              objectWillChange.sink { print("changing") }
          }
      }
      """, """
      import SwiftUI

      @Observable
      final class Model {
          var value = 0

          func refresh() {
              objectWillChange.send()
          }

          func watch() -> AnyCancellable {
              objectWillChange.sink { print("changing") }
          }
      }
      """)
    #expect(run.reasons(containing: "objectWillChange.send() in Model").map(\.line) == [7])
    #expect(run.reasons(containing: "Model uses objectWillChange").map(\.line) == [11])
  }

  @Test func publisherPipelinesInModelsAreReported() {
    let run = MigrationRun(["Search.swift": """
      import Combine

      final class Search: ObservableObject {
          @Published var query = ""
          @Published var results: [String] = []
          private var bag = Set<AnyCancellable>()

          init() {
              $query
                  .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
                  .sink { [weak self] in self?.run($0) }
                  .store(in: &bag)
              self.$results.assign(to: &$results)
          }

          func run(_ query: String) {}
      }
      """])
    let items = run.reasons(containing: "Combine pipeline on $")
    #expect(items.map(\.line) == [9, 13, 13])
    #expect(items.first?.suggestion.contains("Observations") == true)
    // The pipeline uses Combine: the import stays.
    #expect(run.output["Search.swift"]?.hasPrefix("import Combine\n") == true)
  }

  @Test func combinePublishersOfMigratedModelsOutsideThemAreReported() {
    let run = MigrationRun([
      "Model.swift": "import SwiftUI\nfinal class Model: ObservableObject {\n    @Published var value = 0\n}\n",
      "Logger.swift": """
        import Combine

        final class Logger {
            var bag: AnyCancellable?
            func attach(_ model: Model) {
                bag = model.$value.sink { print($0) }
            }
        }
        """,
    ])
    let items = run.reasons(containing: "model.$value uses Model's Combine publisher")
    #expect(items.map(\.file) == ["Logger.swift"])
    #expect(items.map(\.line) == [6])
  }
}
