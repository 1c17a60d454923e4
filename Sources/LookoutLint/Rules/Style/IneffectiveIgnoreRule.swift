import LookoutSyntax
internal import SwiftSyntax

/// U11: `@ObservationIgnored` on a `let`, and `static var` state in an observable class.
final class IneffectiveIgnoreRule: LintRule {
  static let description = RuleDescription(
    id: "ineffective-observation-annotation", kind: .style, pitfalls: ["U11"], severity: .warning, confidence: .high,
    summary: "@ObservationIgnored on a let does nothing (constants are never tracked); static vars are never observed",
    explanation: """
      The macro only tracks stored instance `var`s. `@ObservationIgnored let api` has no effect — remove the
      attribute (--fix does). A `static var` in an observable class is not tracked either: views reading it
      never update. Keep observed state on an instance (a shared instance injected through the environment).
      Static vars are reported only when they are not private and either hold a number, a flag or a
      collection, or the file assigns them (`Model.current = …`): a singleton holder set once is not
      changing state.
      Confidence: certain for `let`; high for assigned static vars.
      """,
    triggering: [
      Example("""
      @Observable final class Model {
          ↓@ObservationIgnored let api = API()
          ↓static var current = 0
      }
      """, message: "@ObservationIgnored on a let has no effect: constants are never tracked; remove it"),
    ],
    nonTriggering: [
      Example("""
      @Observable final class Model {
          let api = API()
          @ObservationIgnored var cache: [Int] = []
          static let shared = Model()
          static var main = Model()
          private static var cache: [Int] = []
      }
      """),
    ],
    corrections: [
      Example("""
      @Observable final class Model {
          ↓@ObservationIgnored let api = API()
          ↓static var current = 0
          func select() { Model.current += 1 }
      }
      """): Example("""
      @Observable final class Model {
          let api = API()
          static var current = 0
          func select() { Model.current += 1 }
      }
      """),
    ])
  static let triggerWords: Set<String> = ObservationAttributes.classMacros

  func check(_ file: LintFile) {
    for node in file.nodes.classes where ObservationAttributes.isObservable(node) {
      for property in MemberDeclarations.properties(in: node.memberBlock) {
        if property.isLet, let attribute = property.attributeNames.first(where: ObservationAttributes.ignoring.contains)
            .flatMap(property.attribute(named:)) {
          file.report(Self.self, at: attribute, "@\(SyntaxNames.attributeName(attribute)) on a let has no effect: constants are never tracked; remove it",
                      fix: [file.removing(attribute)])
        } else if property.isStatic, !property.isLet, property.isStored,
                  let modifier = property.decl.modifiers.first(where: { $0.name.tokenKind == .keyword(.static) }),
                  Self.isChangingSharedState(property, in: node, file: file) {
          file.report(Self.self, at: modifier, "static var \(property.names.joined()) is never observed: keep observed state on an instance")
        }
      }
    }
  }

  /// A static var views could read and that changes: not private, and assigned (`Model.x = …`,
  /// `Self.x = …`) somewhere in the file. A singleton holder (`static var main = Model()`) set once is not
  /// state that changes.
  static func isChangingSharedState(_ property: StoredProperty, in node: ClassDeclSyntax, file: LintFile) -> Bool {
    if property.decl.modifiers.contains(where: { [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) }) { return false }
    // A value that changes by nature (`static var count = 0`); an instance held there is a singleton.
    if let value = property.decl.bindings.first?.initializer?.value,
       value.is(IntegerLiteralExprSyntax.self) || value.is(BooleanLiteralExprSyntax.self) || value.is(FloatLiteralExprSyntax.self)
        || value.is(ArrayExprSyntax.self) || value.is(DictionaryExprSyntax.self) {
      return true
    }
    let names = Set(property.names)
    return file.nodes.sequences.contains { sequence in
      let elements = Array(sequence.elements)
      guard elements.count >= 3, let target = elements[0].as(MemberAccessExprSyntax.self), names.contains(target.declName.baseName.text),
            let base = target.base?.trimmedDescription, base == "Self" || base == node.name.text,
            elements[1].is(AssignmentExprSyntax.self) || elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text.hasSuffix("=") == true
      else { return false }
      return true
    }
  }
}
