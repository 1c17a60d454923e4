import Foundation
import LookoutMigrate
import LookoutSyntax
import LookoutTestSupport
import Testing

/// Migrated code must compile, not only parse: the rewrites that can break type-checking (subjects in place
/// of `$property`, `sink`s in place of `assign(to:)`, `access`/`withMutation`, removed sends and forwardings,
/// rewritten aliases) are type-checked here with the toolchain's compiler and its real Observation macros.
/// On Linux, where Combine does not exist, `StandIns/Combine.swift` stands in for it, and Observation is
/// imported into every file as Apple's Foundation does.
@Suite(.serialized) struct MigratedCodeTypechecksTests {
  /// Models and their non-UI clients, covering every rewrite above.
  static let project: [String: String] = [
    "Search.swift": """
      import Combine
      import Foundation

      final class Search: ObservableObject {
          @Published var query = ""
          @Published var results: [String] = [] // newest first
          @Published var page = 1 {
              didSet { print(page) }
          }
          @Published var total = 0
          @Published var status: Status?
          private var bag = Set<AnyCancellable>()

          init() {
              $query
                  .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
                  .sink { [weak self] in self?.run($0) }
                  .store(in: &bag)
              self.$results.combineLatest($page).sink { print($0) }.store(in: &bag)
              $results.map(\\.count).assign(to: &$total)
          }

          func run(_ query: String) {}
      }

      struct Status { var text: String }
      """,
    "Preferences.swift": """
      import Foundation

      final class Preferences: ObservableObject {
          @Published var name = ""
          var cache: [String: Int] = [:]
          var showsInMenu: Bool {
              get { UserDefaults.standard.bool(forKey: "menu") }
              set {
                  objectWillChange.send()
                  UserDefaults.standard.set(newValue, forKey: "menu")
              }
          }

          func reset() {
              cache.removeAll()
              objectWillChange.send()
          }
      }

      extension Preferences {
          func rename(_ name: String, notify: Bool) {
              self.name = name
              if notify { objectWillChange.send() }
          }
      }
      """,
    "Cart.swift": """
      import Combine
      import Foundation

      typealias CartModel = (ObservableObject & Identifiable)

      final class Cart: CartModel {
          let id = UUID()
          @Published var items: [String] = []
          let shipping = Shipping()
          var module: AnyObject?
          private var cancellables = Set<AnyCancellable>()
          private var coordinatorBag: AnyCancellable?

          init() {
              shipping.objectWillChange
                  .sink { [weak self] _ in self?.objectWillChange.send() }
                  .store(in: &cancellables)
          }

          func attach() {
              if let coordinator = module as? Coordinator {
                  coordinatorBag = Publishers.CombineLatest(coordinator.$root, coordinator.$stack).sink { [weak self] _ in
                      self?.objectWillChange.send()
                  }
              }
          }
      }

      final class Shipping: ObservableObject {
          @Published var express = false
          var note = "" {
              didSet { objectWillChange.send() }
          }
      }

      final class Coordinator: ObservableObject {
          @Published var root = ""
          @Published var stack: [String] = []
      }

      final class Store<Item>: ObservableObject {
          @Published var items: [Item] = []
      }

      enum Feature {
          final class Model: NSObject, ObservableObject {
              @Published var title = ""
          }
      }
      """,
    "Clients.swift": """
      import Combine
      import Foundation

      final class Logger {
          var bag = Set<AnyCancellable>()

          func attach(_ search: Search, cart: Cart) {
              search.$query.sink { print($0) }.store(in: &bag)
              search.$status.map { $0?.text ?? "" }.sink { print($0) }.store(in: &bag)
              cart.items.append("logged")
              cart.objectWillChange.send()
          }

          func values(_ search: Search) async {
              for await page in search.$page.values { print(page) }
          }
      }

      func makeStore() -> Store<Int> { Store<Int>() }
      """,
  ]

  @Test func theRewritesTypecheck() throws {
    let run = MigrationRun(Self.project)
    #expect(run.report.skipped.isEmpty)
    #expect(run.report.models == ["Cart", "Coordinator", "Model", "Preferences", "Search", "Shipping", "Store"])
    try Self.typecheck(run.output)
  }

  @Test func theBundledExamplesModelsTypecheck() throws {
    // The models of the expected migration of Examples/LegacyApp that do not need SwiftUI
    // (OrderHistory is the example's half-finished hand migration, which `lookout lint` flags).
    let directory = PackagePaths.path("Tests/LookoutMigrateTests/Expected/LegacyApp/Sources/ShopApp/Models")
    var files: [String: String] = [:]
    for name in ["CartViewModel.swift", "FeedViewModel.swift", "ProfileModel.swift", "UserSession.swift"] {
      files[name] = try String(contentsOfFile: directory + "/" + name, encoding: .utf8)
    }
    try Self.typecheck(files)
  }

  /// Type-checks `files` as one module, in Swift 5 and Swift 6 language modes.
  static func typecheck(_ files: [String: String], sourceLocation: SourceLocation = #_sourceLocation) throws {
    let directory = NSTemporaryDirectory() + "lookout-typecheck-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: directory + "/Sources", withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    for (name, text) in files { try text.write(toFile: directory + "/Sources/" + name, atomically: false, encoding: .utf8) }
    let sources = files.keys.sorted().map { "Sources/" + $0 }
    var flags: [String] = []
    #if canImport(Combine)
    flags = ["-target", "\(Self.architecture)-apple-macosx14.0"]
    #else
    let standIn = PackagePaths.path("Tests/LookoutMigrateTests/StandIns/Combine.swift")
    let module = try Shell.run(["swiftc", "-emit-module", "-module-name", "Combine", "-parse-as-library", standIn,
                                "-emit-module-path", directory + "/Combine.swiftmodule"], in: directory)
    try #require(module.status == 0, "the Combine stand-in does not build:\n\(module.error)", sourceLocation: sourceLocation)
    flags = ["-I", directory]
    // Apple's Foundation re-exports Observation (and has URLSession), which the migration relies on.
    for implicit in ["Observation", "FoundationNetworking"] { flags += ["-Xfrontend", "-import-module", "-Xfrontend", implicit] }
    #endif
    for mode in ["5", "6"] {
      let result = try Shell.run(["swiftc", "-typecheck", "-swift-version", mode] + flags + sources, in: directory)
      #expect(result.status == 0, "Swift \(mode) mode:\n\(result.error)", sourceLocation: sourceLocation)
    }
  }

  #if arch(arm64)
  static let architecture = "arm64"
  #else
  static let architecture = "x86_64"
  #endif
}
