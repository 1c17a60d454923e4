@testable import LookoutSyntax
import LookoutSyntax
import SwiftParser
import SwiftSyntax
import LookoutTestSupport
import Testing

/// The token scanner that builds the index without parsing must agree with swift-syntax.
@Suite struct DeclarationScanTests {
  static func scanned(_ text: String) -> [String] {
    describe(DeclarationScan.facts(of: SourceText(path: "F.swift", text: text)))
  }

  static func parsed(_ text: String) -> [String] {
    let tree = Parser.parse(source: text)
    let collector = SyntaxFactCollector(path: "F.swift", tree: tree)
    collector.walk(tree)
    return describe(collector.facts)
  }

  static func describe(_ facts: FileFacts) -> [String] {
    facts.types.map { type in
      let attributes = type.attributes.map { "@\($0) " }.joined()
      return "\(attributes)\(type.kind) \(type.name): \(type.inherited.joined(separator: ", ")) @\(type.line)"
    }
      + facts.typealiases.sorted { $0.key < $1.key }.map { "typealias \($0.key) = \($0.value.joined(separator: " & "))" }
      + signatures(facts)
  }

  @Test func declarationsAndInheritance() {
    let text = """
      import SwiftUI
      @MainActor
      @available(iOS 17, macOS 14, *)
      final class Model: NSObject, Combine.ObservableObject, @unchecked Sendable {
          class func make() -> Model { Model() }
          class var shared: Model { Model() }
          struct Inner<T: Equatable>: Hashable where T: Sendable {}
          enum Kind: String, CaseIterable { case a }
      }
      public protocol Store<Value>: AnyObject, ObservableObject {
          associatedtype Value
      }
      extension Swift.Array: Identifiable where Element: Identifiable {}
      actor Worker: Sendable {}
      @Observable @MainActor final class Counter { var count = 0 }
      @Observation.Observable class Qualified {}
      class Generic<T>: Base<T>, ~Copyable {}
      typealias Both = ObservableObject & Identifiable
      typealias Callback = (Int) -> Void
      typealias Pair = (Int, String)
      typealias ViewModelDefinition = (ObservableObject & Identifiable & Hashable)
      typealias AnyModel = any ObservableObject
      protocol ViewModel: ViewModelDefinition {}
      let x = type(of: y).self
      """
    #expect(Self.scanned(text) == Self.parsed(text))
    #expect(Self.scanned(text).first == "@MainActor @available class Model: NSObject, ObservableObject, Sendable @4")
  }

  /// Functions' result types and generic constraints, as the scan reads them and as swift-syntax does.
  static func signatures(_ facts: FileFacts) -> [String] {
    facts.functionTypes.entries.map { "\($0.owner).\($0.name) -> \($0.value)" }.sorted()
      + facts.genericDeclarations.filter { $0.kind == .function }.map { declaration in
        "\(declaration.owner).\(declaration.name)<" + declaration.parameters.map { "\($0.name): \($0.constraints.joined(separator: " & "))" }
          .joined(separator: ", ") + ">"
      }.sorted()
  }

  @Test func functionResultsAndGenericConstraintsAreRead() {
    let text = """
      func makeStore() -> Store { Store() }
      func preview<M: ObservableObject & Identifiable>(_ model: M) -> some View { Text("") }
      struct Screen<Model: Fetcher>: View where Model: Sendable {
          static func make(id: Int = 0, _ f: (Int) -> Void = { _ in }) async throws -> Screen { fatalError() }
          private func helper() -> Model.Child? { nil }
          func inject<T>(_ value: T) -> Bool where T: Store { true }
          var body: some View { EmptyView() }
          func overloaded() -> Int { 1 }
          func overloaded() -> String { "" }
          func generic<T>() -> T { fatalError() }
          func nothing() {}
      }
      func outer() {
          func inner() -> Store { Store() }
      }
      """
    let scanned = DeclarationScan.facts(of: SourceText(path: "F.swift", text: text))
    let tree = Parser.parse(source: text)
    let collector = SyntaxFactCollector(path: "F.swift", tree: tree)
    collector.walk(tree)
    #expect(Self.signatures(scanned) == Self.signatures(collector.facts))
    #expect(Self.signatures(scanned) == [
      ".makeStore -> Store", ".preview -> View", "Screen.helper -> Child", "Screen.inject -> Bool", "Screen.make -> Screen",
      "Screen.overloaded -> ", ".preview<M: ObservableObject & Identifiable>", "Screen.inject<T: Store>",
    ])
    let screen = scanned.genericDeclarations.first { $0.name == "Screen" }
    #expect(screen?.parameters == [.init(name: "Model", constraints: ["Fetcher", "Sendable"])])
  }

  @Test func propertyWrappersKeyPathsAndGenericAnnotationsAreRead() {
    let facts = DeclarationScan.facts(of: SourceText(path: "F.swift", text: #"""
      struct V {
          @InjectedObject(\.viewModel) var model: ViewModel
          @Injected(\Container.settings) private var settings
          @MainActor @AppStorage("k") var flag = false
          var factory: Factory<Settings> { self { Settings() } }
      }
      let shared = Store()
      """#))
    #expect(facts.memberWrappers["V", "model"] == FileFacts.WrapperUse(wrapper: "InjectedObject", keyPath: "viewModel", line: 2))
    #expect(facts.memberWrappers["V", "settings"] == FileFacts.WrapperUse(wrapper: "Injected", keyPath: "settings", line: 3))
    #expect(facts.memberWrappers["V", "flag"] == FileFacts.WrapperUse(wrapper: "AppStorage", keyPath: nil, line: 4))
    #expect(facts.memberAnnotations["V", "factory"] == "Factory<Settings>")
    #expect(facts.memberTypes["", "shared"] == "Store")
  }

  @Test func publicDeclarationsAndReexportsAreNoted() {
    let facts = DeclarationScan.facts(of: SourceText(path: "F.swift", text: """
      @_exported import Combine
      @MainActor public final class Runner {}
      open class Base {}
      final class Hidden { public var name = "" }
      public var version = 1
      class AfterAPublicVar {}
      """))
    #expect(facts.exportedImports == ["Combine"])
    #expect(facts.types.filter(\.isPublic).map(\.name) == ["Runner", "Base"])
  }

  @Test func stringsAndCommentsHideDeclarations() {
    let text = ##"""
      let a = "class Fake: ObservableObject {"
      let b = """
          struct AlsoFake: View {}
          \(value.map { "class \($0)" })
          """
      let c = #"enum NotThis: "quoted" \#(x) { }"#
      /* class InComment: ObservableObject { /* nested */ struct Still {} } */
      // protocol InLine: ObservableObject
      let `class` = 1
      let d = obj.class
      final class Real: ObservableObject {}
      """##
    #expect(Self.scanned(text) == Self.parsed(text))
    #expect(Self.scanned(text) == ["class Real: ObservableObject @11"])
  }

  @Test func agreesOnTheBundledExampleAndTheTestFixtures() {
    let files = PackagePaths.swiftFiles(under: PackagePaths.path("Examples"))
      .merging(PackagePaths.swiftFiles(under: PackagePaths.path("Sources/LookoutUI"))) { $1 }
    #expect(files.count > 40)
    for (path, text) in files {
      let scanned = Self.scanned(text), parsed = Self.parsed(text)
      #expect(scanned == parsed, "\(path): only scanned \(scanned.filter { !parsed.contains($0) }), only parsed \(parsed.filter { !scanned.contains($0) })")
    }
  }

  @Test func agreesOnMutatedFilesThatStillParse() {
    var random = SplitMix(seed: 42)
    let seeds = SourceMutation.legacyAppSeeds.values.sorted()
    var compared = 0
    for round in 0..<400 {
      var text = seeds[round % seeds.count]
      for _ in 0..<(1 + Int(random.next() % 3)) { text = SourceMutation.mutate(text, &random) }
      guard !Parser.parse(source: text).hasError else { continue }
      compared += 1
      #expect(Self.scanned(text) == Self.parsed(text), "\(text)")
    }
    #expect(compared > 50)
  }
}
