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
  let members = MemberTypes(facts: [DeclarationScan.facts(of: SourceText(path: "F.swift", text: text))])
  let token = tree.token(at: AbsolutePosition(utf8Offset: offset))!
  var node = Syntax(token)
  while !(node.is(ExprSyntax.self) && node.trimmedDescription == target), let parent = node.parent { node = parent }
  return TypeResolution.type(of: node.as(ExprSyntax.self)!, members: members)
}

@Suite struct TypeResolutionTests {
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
}
