import Foundation
import LookoutTestSupport
import Testing

/// `lookout migrate` switches Factory's `@InjectedObject` to `@InjectedObservable` where the project pins
/// Factory 2.4.5 or later. The migrated views must compile: `$model.query` through `InjectedObservable`'s
/// `Binding<Model>` projection, the wrapper's `T: Observable` constraint met by the `@Observable` model.
/// Factory is not here, so a stand-in declares the two wrappers with Factory's public signatures (2.5); SwiftUI
/// is LookoutUI under its name, whose `Binding` has SwiftUI's `WritableKeyPath` member.
@Suite struct InjectedObservableTypecheckTests {
  static let factoryStandIn = """
    import SwiftUI
    import Combine
    import Observation

    public protocol SharedContainer: AnyObject { static var shared: Self { get } }
    public final class Container: SharedContainer {
        public static let shared = Container()
        public func callAsFunction<T>(_ make: @escaping () -> T) -> Factory<T> { Factory(make) }
    }
    public struct Factory<T> {
        let make: () -> T
        init(_ make: @escaping () -> T) { self.make = make }
        public var shared: Factory<T> { self }
        public func callAsFunction() -> T { make() }
    }
    @MainActor @propertyWrapper public struct InjectedObject<T>: DynamicProperty where T: Combine.ObservableObject {
        @StateObject fileprivate var dependency: T
        public init(_ keyPath: KeyPath<Container, Factory<T>>) {
            self._dependency = StateObject<T>(wrappedValue: Container.shared[keyPath: keyPath]())
        }
        public var wrappedValue: T { dependency }
        public var projectedValue: ObservedObject<T>.Wrapper { $dependency }
    }
    @MainActor @propertyWrapper public struct InjectedObservable<T>: DynamicProperty where T: Observation.Observable {
        @State fileprivate var dependency: T
        public init(_ keyPath: KeyPath<Container, Factory<T>>) {
            self._dependency = State(wrappedValue: Container.shared[keyPath: keyPath]())
        }
        public var wrappedValue: T { dependency }
        public var projectedValue: Binding<T> { Binding(get: { dependency }, set: { _ in }) }
    }
    """

  static let project: [String: String] = [
    "Package.resolved": #"{"pins":[{"identity":"factory","location":"https://github.com/hmlongco/Factory.git","state":{"revision":"c","version":"2.5.3"}}],"version":3}"#,
    "Models.swift": """
      import FactoryKit
      import SwiftUI

      final class SearchModel: ObservableObject {
          @Published var query = ""
          @Published var results: [String] = []
      }

      extension Container {
          var searchModel: Factory<SearchModel> { self { SearchModel() }.shared }
      }
      """,
    "SearchView.swift": """
      import FactoryKit
      import SwiftUI

      struct SearchView: View {
          @InjectedObject(\\.searchModel) private var model

          var body: some View {
              VStack {
                  TextField("Search", text: $model.query)
                  ForEach(model.results, id: \\.self) { Text($0) }
              }
          }
      }
      """,
  ]

  @Test func theSwitchedViewsTypecheck() throws {
    let directory = NSTemporaryDirectory() + "lookout-injected-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: directory + "/App", withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    for (name, text) in Self.project { try text.write(toFile: "\(directory)/App/\(name)", atomically: true, encoding: .utf8) }
    try Self.factoryStandIn.write(toFile: "\(directory)/FactoryKit.swift", atomically: true, encoding: .utf8)

    let migrated = try ToolBinary.run(["migrate", "App", "--write", "--ignore-deployment-target"], in: directory)
    #expect(migrated.status == 0, "\(migrated.error)\n\(migrated.output)")
    let view = try String(contentsOfFile: "\(directory)/App/SearchView.swift", encoding: .utf8)
    #expect(view.contains("@InjectedObservable(\\.searchModel) private var model"), "\(view)")

    let build = URL(fileURLWithPath: ToolBinary.path).deletingLastPathComponent().path
    let flags = [
      "-parse-as-library", "-I", "\(build)/Modules", "-I", "\(build)/LookoutShims.build", "-I", "\(build)/LookoutCoreGraphicsTypes.build",
      "-I", directory, "-module-alias", "SwiftUI=LookoutUI", "-module-alias", "Combine=LookoutCombine",
    ]
    let module = try Shell.run(["swiftc", "-emit-module", "-module-name", "FactoryKit", "-emit-module-path", "\(directory)/FactoryKit.swiftmodule"]
      + flags + ["FactoryKit.swift"], in: directory)
    try #require(module.status == 0, "the Factory stand-in: \(module.error)")
    for mode in ["5", "6"] {
      let result = try Shell.run(["swiftc", "-typecheck", "-swift-version", mode, "-module-name", "App"] + flags + ["App/Models.swift", "App/SearchView.swift"],
                                 in: directory)
      #expect(result.status == 0, "Swift \(mode): \(result.error)")
    }
    // The check can fail: the same view, not switched, does not compile against the @Observable model.
    try view.replacingOccurrences(of: "@InjectedObservable", with: "@InjectedObject").write(toFile: "\(directory)/App/SearchView.swift", atomically: true, encoding: .utf8)
    let unswitched = try Shell.run(["swiftc", "-typecheck", "-module-name", "App"] + flags + ["App/Models.swift", "App/SearchView.swift"], in: directory)
    #expect(unswitched.status != 0)
    #expect(unswitched.error.contains("ObservableObject"), "\(unswitched.error)")
  }
}
