@testable import LookoutMigrate
import LookoutSyntax
import SwiftParser
import SwiftSyntax
import Testing

/// The type of the expression marked `⟪…⟫`, resolved from syntax and the token index of the same text.
private func resolved(_ marked: String) -> String? {
  let start = marked.range(of: "⟪")!, end = marked.range(of: "⟫")!
  let target = String(marked[start.upperBound..<end.lowerBound])
  let text = marked.replacingOccurrences(of: "⟪", with: "").replacingOccurrences(of: "⟫", with: "")
  let offset = marked.utf8.distance(from: marked.startIndex, to: start.lowerBound)
  let tree = Parser.parse(source: text)
  let members = ProjectTypes(facts: [DeclarationScan.facts(of: SourceText(path: "F.swift", text: text))])
  let token = tree.token(at: AbsolutePosition(utf8Offset: offset))!
  var node = Syntax(token)
  while !(node.is(ExprSyntax.self) && node.trimmedDescription == target), let parent = node.parent { node = parent }
  return TypeResolution.type(of: node.as(ExprSyntax.self)!, members: members)
}

@Suite struct TypeResolutionTests {
  @Test func aFactoryPropertyCalledGivesTheTypeItMakes() {
    let container = """
      final class Session { var user = "" }
      extension Container {
          var session: Factory<Session> { self { Session() }.singleton }
          var named: FactoryKit.Factory<Session> { self { Session() } }
          var keyed: ParameterFactory<Int, Session> { self { _ in Session() } }
      }

      """
    #expect(resolved(container + "func f() { print(⟪Container.shared.session()⟫) }") == "Session")
    #expect(resolved(container + "func f() { print(⟪Container.shared.named()⟫) }") == "Session")
    // Called with an argument (a ParameterFactory), or not called: not the object.
    #expect(resolved(container + "func f() { print(⟪Container.shared.keyed(1)⟫) }") == nil)
    #expect(resolved(container + "func f() { print(⟪Container.shared.session⟫) }") != "Session")
  }

  @Test func xcTestsUnwrapGivesBackTheValuesType() {
    #expect(resolved("""
      final class MapModel { var status = 0 }
      func f() throws {
          let model: MapModel? = MapModel()
          let downloaded = try XCTUnwrap(model)
          print(⟪downloaded⟫)
      }
      """) == "MapModel")
  }

  @Test func aLocalShadowingItsOwnInitializerResolvesTheOuterName() {
    #expect(resolved("""
      final class Parent { let child = Child() }
      final class Child { var name = "" }
      func f(parent: Parent) {
          let parent = parent.child
          print(⟪parent⟫)
      }
      """) == "Child")
    #expect(resolved("""
      final class Parent { let child = Child() }
      final class Child {}
      func f(parent: Parent) {
          let parent = ⟪parent.child⟫
      }
      """) == "Child")
  }

  @Test func optionalBindingsApplyToTheBodyNotTheirOwnConditions() {
    #expect(resolved("""
      final class Parent { var child: Child? }
      final class Child {}
      func f(model: Parent) {
          if let model = ⟪model.child⟫ {}
      }
      """) == "Child")
    #expect(resolved("""
      final class Parent { var child: Child? }
      final class Child {}
      func f(model: Parent) {
          if let model = model.child { print(⟪model⟫) }
      }
      """) == "Child")
  }

  @Test func guardBindingsApplyAfterTheGuard() {
    #expect(resolved("""
      final class Child {}
      func f(value: Child?) {
          guard let value else { return }
          print(⟪value⟫)
      }
      """) == "Child")
    #expect(resolved("""
      final class Child {}
      final class Box { var child: Child? }
      func f(box: Box) {
          guard let found = box.child else { return }
          print(⟪found⟫)
      }
      """) == "Child")
  }

  @Test func castsGiveTheirType() {
    #expect(resolved("""
      final class Coordinator {}
      func f(module: AnyObject) {
          if let coordinator = module as? Coordinator { print(⟪coordinator⟫) }
      }
      """) == "Coordinator")
  }

  @Test func laterDeclarationsDoNotCount() {
    #expect(resolved("""
      final class Child {}
      final class View { var item: Child? ; func f() { print(⟪item⟫); let item = 3 } }
      """) == "Child")
  }

  @Test func callsGiveTheirDeclaredResultType() {
    // A helper of the same type, called through implicit `self`, as previews and builders do.
    #expect(resolved("""
      final class Store {}
      struct Root {
          func makeStore() -> Store { Store() }
          var body: some View { Text("").environmentObject(⟪makeStore()⟫) }
      }
      """) == "Store")
    #expect(resolved("""
      final class Store {}
      func previewStore(seeded: Bool = false) -> Store { Store() }
      struct Root { var body: some View { Text("").environmentObject(⟪try previewStore(seeded: true)⟫) } }
      """) == "Store")
    #expect(resolved("""
      final class Store { static func preview() -> Self { fatalError() } }
      let x = ⟪Store.preview()⟫
      """) == "Store")
    #expect(resolved("""
      final class Session { func store() -> Store { Store() } }
      final class Store {}
      func f(session: Session) { print(⟪session.store()⟫) }
      """) == "Store")
  }

  @Test func staticMemberChainsAreFollowed() {
    #expect(resolved("""
      final class Manager { static let shared = Manager(); var current: Profile? }
      final class Profile {}
      let p = ⟪Manager.shared.current⟫
      """) == "Profile")
    #expect(resolved("""
      final class Settings {}
      enum App { static var settings: Settings { Settings() } }
      let s = ⟪App.settings⟫
      """) == "Settings")
  }

  @Test func aliasesAreFollowedAsTheCompilerDoes() {
    #expect(resolved("""
      final class Store<State, Action> {}
      typealias SearchStore = Store<SearchState, SearchAction>
      struct V { var store: SearchStore; func f() { print(⟪store⟫) } }
      """) == "Store")
    // A superclass named through an alias: its members are inherited.
    #expect(resolved("""
      class StateStoreViewModel<State> { var context: Context }
      final class Context {}
      typealias ScreenViewModelType = StateStoreViewModel<ScreenState>
      final class ScreenViewModel: ScreenViewModelType {}
      struct V { let viewModel: ScreenViewModel; func f() { print(⟪viewModel.context⟫) } }
      """) == "Context")
  }

  @Test func wrappedPropertiesGiveTheTypeTheyHold() {
    // A dependency-injection wrapper given a key path: the type of the property it names.
    #expect(resolved(#"""
      final class Settings {}
      extension Container { var settings: Factory<Settings> { self { Settings() } } }
      struct V { @Injected(\.settings) private var settings; func f() { print(⟪settings⟫) } }
      """#) == "Settings")
    // A wrapper the project declares with a fixed `wrappedValue`.
    #expect(resolved("""
      final class Session {}
      @propertyWrapper struct CurrentSession { var wrappedValue: Session { Session() } }
      struct V { @CurrentSession var session; func f() { print(⟪session⟫) } }
      """) == "Session")
  }

  @Test func protocolsDeclaredPropertiesAreFollowed() {
    #expect(resolved("""
      protocol ScreenViewModelProtocol { var context: Context { get } }
      final class Context {}
      struct V { let viewModel: any ScreenViewModelProtocol; func f() { print(⟪viewModel.context⟫) } }
      """) == "Context")
  }

  @Test func elementsOfCollectionsAreFollowed() {
    #expect(resolved("""
      final class Entry {}
      final class Registry {
          var entries: [String: Entry] = [:]
          func f(key: String) { let entry = entries[key]!; print(⟪entry⟫) }
      }
      """) == "Entry")
    #expect(resolved("""
      final class Session {}
      enum Sessions { static var active: [Int: Session] = [:] }
      func f(id: Int) { if let session = Sessions.active[id] { print(⟪session⟫) } }
      """) == "Session")
    #expect(resolved("""
      final class Row {}
      struct V {
          let rows: [Row]
          func f() { for row in rows { print(⟪row⟫) } }
      }
      """) == "Row")
    #expect(resolved("""
      final class Row {}
      struct V {
          let rows: Set<Row>
          var body: some View { ForEach(rows) { row in Text("").environmentObject(⟪row⟫) } }
      }
      """) == "Row")
    #expect(resolved("""
      final class Row {}
      struct V {
          let rows: [Row]
          func f() { rows.forEach { row in print(⟪row⟫) } }
      }
      """) == "Row")
  }
}
