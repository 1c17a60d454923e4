import Foundation
import LookoutMigrate
import LookoutSyntax
import Testing

/// Factory's `@InjectedObject` holds only an `ObservableObject`; from Factory 2.4.5 `@InjectedObservable`
/// holds an `Observable`. Where the project pins such a Factory (or already uses the counterpart), holders
/// of migrating models switch; where it cannot be known, the model stays and the note says what to pin.
@Suite struct WrapperCounterpartTests {
  static let models = """
    import FactoryKit
    import SwiftUI

    final class SearchModel: ObservableObject {
        @Published var query = ""
        @Published var results: [String] = []
    }

    extension Container {
        var searchModel: Factory<SearchModel> { self { SearchModel() }.shared }
    }
    """

  static let view = """
    import FactoryKit
    import SwiftUI

    struct SearchView: View {
        @InjectedObject(\\.searchModel) private var model

        var body: some View {
            TextField("Search", text: $model.query)
            ForEach(model.results, id: \\.self) { Text($0) }
        }
    }
    """

  static func options(pinning version: [Int]?) -> MigrationOptions {
    var options = MigrationOptions()
    if let version {
      options.dependencies = [ResolvedDependency(name: "hmlongco/factory", version: version, file: "Package.resolved")]
    }
    return options
  }

  @Test func aPinnedFactoryWithTheCounterpartSwitchesTheHolder() {
    let run = NeverBrokenTests.run(["Models.swift": Self.models, "SearchView.swift": Self.view], options: Self.options(pinning: [2, 5, 3]))
    #expect(run.report.models == ["SearchModel"])
    #expect(run.report.keptBack.isEmpty)
    let view = run.output["SearchView.swift"] ?? ""
    #expect(view.contains("    @InjectedObservable(\\.searchModel) private var model\n"))
    // The binding stays as written: `Binding<SearchModel>`'s member.
    #expect(view.contains("TextField(\"Search\", text: $model.query)"))
    #expect(!view.contains("InjectedObject"))
  }

  @Test func anImportUnderIfIsAnImport() {
    let guarded = Self.view.replacingOccurrences(of: "import FactoryKit\n", with: "#if canImport(FactoryKit)\nimport FactoryKit\n#endif\n")
    let run = NeverBrokenTests.run(["Models.swift": Self.models, "SearchView.swift": guarded], options: Self.options(pinning: [2, 5, 3]))
    #expect(run.report.models == ["SearchModel"])
    #expect(run.output["SearchView.swift"]?.contains("@InjectedObservable(\\.searchModel)") == true)
  }

  @Test func anOlderFactoryKeepsTheModelAndSaysWhatToPin() throws {
    let run = NeverBrokenTests.run(["Models.swift": Self.models, "SearchView.swift": Self.view], options: Self.options(pinning: [2, 3, 1]))
    #expect(run.report.models.isEmpty)
    #expect(NeverBrokenTests.kept(run) == ["SearchModel: observableObjectWrapper"])
    let reason = try #require(run.report.keptBack.first?.reason)
    #expect(reason.contains("Package.resolved pins Factory at 2.3.1; Factory 2.4.5 added @InjectedObservable"), "\(reason)")
    #expect(run.output["SearchView.swift"] == Self.view)
    // The suggestion, applied (a newer Factory pinned), makes the next run migrate the model.
    let again = NeverBrokenTests.run(run.output, options: Self.options(pinning: [2, 4, 5]))
    #expect(again.report.models == ["SearchModel"])
  }

  @Test func withoutAPinAnExistingUseOfTheCounterpartIsEnough() {
    let unpinned = NeverBrokenTests.run(["Models.swift": Self.models, "SearchView.swift": Self.view], options: Self.options(pinning: nil))
    #expect(NeverBrokenTests.kept(unpinned) == ["SearchModel: observableObjectWrapper"])
    #expect(unpinned.report.keptBack.first?.reason.contains("no Package.resolved, Podfile.lock or Cartfile.resolved here pins Factory") == true)

    let other = """
      import FactoryKit
      import Observation
      import SwiftUI

      @Observable final class Debug { var on = false }

      struct DebugView: View {
          @InjectedObservable(\\.debug) private var debug
          var body: some View { Text(debug.on ? "on" : "off") }
      }
      """
    let run = NeverBrokenTests.run(["Models.swift": Self.models, "SearchView.swift": Self.view, "Debug.swift": other],
                                   options: Self.options(pinning: nil))
    #expect(run.report.models == ["SearchModel"])
    #expect(run.output["SearchView.swift"]?.contains("@InjectedObservable(\\.searchModel)") == true)
  }

  @Test func anotherLibrarysWrapperOfTheSameNameIsNotSwitched() {
    let resolver = Self.view.replacingOccurrences(of: "import FactoryKit", with: "import Resolver")
    let run = NeverBrokenTests.run(["Models.swift": Self.models, "SearchView.swift": resolver], options: Self.options(pinning: [2, 5, 3]))
    #expect(NeverBrokenTests.kept(run) == ["SearchModel: observableObjectWrapper"])
    #expect(run.report.keptBack.first?.reason.contains("imports Resolver") == true)
    #expect(run.output["SearchView.swift"] == resolver)

    // A project that declares its own InjectedObject: not Factory's.
    let own = "import SwiftUI\n@propertyWrapper struct InjectedObject<T: ObservableObject>: DynamicProperty {\n    init(_ keyPath: KeyPath<Container, Factory<T>>) { fatalError() }\n    var wrappedValue: T { fatalError() }\n}\n"
    let declared = NeverBrokenTests.run(["Models.swift": Self.models, "SearchView.swift": Self.view, "Own.swift": own],
                                        options: Self.options(pinning: [2, 5, 3]))
    #expect(NeverBrokenTests.kept(declared) == ["SearchModel: observableObjectWrapper"])
  }

  @Test func aProjectionPassedWholeKeepsTheModelUntilItIsPassedItself() throws {
    let whole = Self.view.replacingOccurrences(of: "        ForEach", with: "        Results(model: $model)\n        ForEach")
      + "\n\nstruct Results: View {\n    let model: ObservedObject<SearchModel>.Wrapper\n    var body: some View { TextField(\"\", text: model.query) }\n}\n"
    let run = NeverBrokenTests.run(["Models.swift": Self.models, "SearchView.swift": whole], options: Self.options(pinning: [2, 5, 3]))
    #expect(NeverBrokenTests.kept(run) == ["SearchModel: observableObjectWrapper"])
    let note = try #require(run.report.manual.first { $0.reason.contains("passes $model on whole") })
    #expect(note.suggestion.contains("pass `model` itself"))
    #expect(run.output["SearchView.swift"] == whole)
    // The suggestion, applied, makes the next run migrate the model.
    let applied = whole.replacingOccurrences(of: "Results(model: $model)", with: "Results(model: model)")
      .replacingOccurrences(of: "let model: ObservedObject<SearchModel>.Wrapper", with: "@ObservedObject var model: SearchModel")
      .replacingOccurrences(of: "text: model.query", with: "text: $model.query")
    let again = NeverBrokenTests.run(["Models.swift": Self.models, "SearchView.swift": applied], options: Self.options(pinning: [2, 5, 3]))
    #expect(again.report.models == ["SearchModel"])
    #expect(again.output["SearchView.swift"]?.contains("@InjectedObservable(\\.searchModel)") == true)
  }

  // MARK: Lock files

  @Test func lockFilesOfEveryFormatAreRead() {
    let v3 = #"{"pins":[{"identity":"factory","kind":"remoteSourceControl","location":"https://github.com/hmlongco/Factory.git","state":{"revision":"c","version":"2.5.3"}},{"identity":"x","location":"git@github.com:me/X","state":{"branch":"main","revision":"d"}}],"version":3}"#
    #expect(ResolvedDependencies.read(v3, path: "a/Package.resolved") == [
      ResolvedDependency(name: "hmlongco/factory", version: [2, 5, 3], file: "a/Package.resolved"),
      ResolvedDependency(name: "me/x", version: nil, file: "a/Package.resolved"),
    ])
    let v1 = #"{"object":{"pins":[{"package":"Factory","repositoryURL":"https://github.com/hmlongco/Factory","state":{"branch":null,"revision":"c","version":"2.3.1"}}]},"version":1}"#
    #expect(ResolvedDependencies.read(v1, path: "Package.resolved").map(\.version) == [[2, 3, 1]])
    let pods = "PODS:\n  - Factory (2.4.5)\n  - Firebase/Core (10.0.0):\n    - FirebaseCore (= 10.0.0)\n\nDEPENDENCIES:\n  - Factory\n"
    #expect(ResolvedDependencies.read(pods, path: "Podfile.lock").map { "\($0.name) \($0.version ?? [])" } == ["Factory [2, 4, 5]", "Firebase [10, 0, 0]"])
    let carthage = "github \"hmlongco/Factory\" \"v2.4.7\"\ngit \"https://x/y\" \"1.0\"\n"
    #expect(ResolvedDependencies.read(carthage, path: "Cartfile.resolved") == [ResolvedDependency(name: "hmlongco/factory", version: [2, 4, 7], file: "Cartfile.resolved")])
    #expect(ResolvedDependencies.read("not json", path: "Package.resolved").isEmpty)
  }

  @Test func lockFilesAreFoundInTheProjectAndAboveTheFolderGiven() throws {
    let root = NSTemporaryDirectory() + "lookout-locks-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: root) }
    let shared = "\(root)/App.xcodeproj/project.xcworkspace/xcshareddata/swiftpm"
    for folder in [".git", shared, "\(root)/App/Sources", "\(root)/Pods/Local", "\(root)/Above"] {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }
    let pin = #"{"pins":[{"location":"https://github.com/hmlongco/Factory.git","state":{"version":"2.5.3"}}],"version":2}"#
    try pin.write(toFile: "\(shared)/Package.resolved", atomically: true, encoding: .utf8)
    try "PODS:\n  - Factory (2.3.0)\n".write(toFile: "\(root)/Pods/Local/Podfile.lock", atomically: true, encoding: .utf8)
    // From the project's root: the Xcode project's pins, not those under Pods/.
    #expect(ResolvedDependencies.find(under: [root]).map(\.version) == [[2, 5, 3]])
    // From a folder inside it: the enclosing project's, up to the repository's root.
    #expect(ResolvedDependencies.find(under: ["\(root)/App/Sources"]).map(\.file) == ["\(shared)/Package.resolved"])
  }

  @Test func versionsCompareByPart() {
    func pinned(_ version: [Int]?) -> ResolvedDependency { ResolvedDependency(name: "n", version: version, file: "f") }
    #expect(pinned([2, 4, 5]).isAtLeast([2, 4, 5]))
    #expect(pinned([2, 10]).isAtLeast([2, 4, 5]))
    #expect(pinned([3]).isAtLeast([2, 4, 5]))
    #expect(!pinned([2, 4, 4]).isAtLeast([2, 4, 5]))
    #expect(!pinned([2, 4]).isAtLeast([2, 4, 5]))
    #expect(!pinned(nil).isAtLeast([2, 4, 5]))
  }
}

