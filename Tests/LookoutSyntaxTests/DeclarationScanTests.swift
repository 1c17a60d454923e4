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
      #expect(Self.scanned(text) == Self.parsed(text), "\(path)")
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
