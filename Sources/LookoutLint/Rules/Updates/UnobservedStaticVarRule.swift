import LookoutSyntax
internal import SwiftSyntax

/// U11: a `static var` of an observable class that a view's body reads.
final class UnobservedStaticVarRule: ProjectLintRule {
  static let description = RuleDescription(
    id: "unobserved-static-var", kind: .updates, pitfalls: ["U11"], severity: .warning, confidence: .high,
    summary: "A view's body reads this static var of an observable class, which the macro does not track: the view will not update when it changes",
    explanation: """
      The macro tracks stored instance `var`s only. A `static var` of an @Observable class is plain global
      state: a view whose body shows `Model.current` is not told when it changes. Keep observed state on an
      instance (a shared instance injected through the environment), or make the static a `let`.
      Reported only where it matters: a view's body reads the static (`Model.count`) while it renders.
      A static with a property wrapper (`@AppStorage static var key`)
      keeps its value elsewhere, a private one is no view's business, and a holder of an instance that the
      project never assigns again (`static var main = AppState()`) does not change: none is looked at.
      Confidence: high — the read is not tracked; it matters as much as the value changes.
      """,
    triggering: [
      Example("""
      @Observable final class Player {
          ↓static var volume = 0.5
          var title = ""
      }
      struct VolumeLabel: View {
          var body: some View { Text("\\(Player.volume)") }
      }
      """, message: "static var volume is never observed, and VolumeLabel's body reads it: keep observed state on an instance"),
    ],
    nonTriggering: [
      Example("""
      @Observable final class Accounts {
          @AppStorage("latest") static var latestKey = ""
          static weak var current: Accounts?
          private static var cache: [Int] = []
          static var volume = 0.5
          static var main = Accounts()
          var title = ""
      }
      struct Header: View {
          var body: some View { Button(Accounts.main.title) { Accounts.volume = 0 } }
      }
      """),
    ])
  /// Classes that declare a static (a macro and `static`), and bodies that read one (an observable class's
  /// name and `body`).
  static let triggerWords: Set<String> = ObservationAttributes.classMacros
  static let triggersOnObservableNames = true
  static let requiredWords: Set<String> = ["static", "body"]

  struct Facts: Sendable {
    /// `Type.name` of each static var that could be view state, with where it is declared, and whether its
    /// initial value is a number, a flag or a collection (a value that changes by nature).
    var statics: [(key: String, name: String, changing: Bool, place: LintProject.Place)] = []
    /// `Type.name` reads in rendering bodies, with the view that reads.
    var reads: [String: String] = [:]
    /// `Type.name` the file assigns (`Player.volume = …`, `Self.volume += …`).
    var assigned: Set<String> = []
  }

  static func facts(in file: LintFile) -> Facts {
    var facts = Facts()
    for node in file.nodes.classes where ObservationAttributes.isObservable(node) {
      for property in MemberDeclarations.properties(in: node.memberBlock) where property.isStatic && !property.isLet && property.isStored {
        guard property.propertyWrapperNames.isEmpty,
              !property.decl.modifiers.contains(where: { [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) && $0.detail == nil }),
              let modifier = property.decl.modifiers.first(where: { $0.name.tokenKind == .keyword(.static) }) else { continue }
        let value = property.decl.bindings.first?.initializer?.value
        let changing = value.map { $0.is(IntegerLiteralExprSyntax.self) || $0.is(BooleanLiteralExprSyntax.self) || $0.is(FloatLiteralExprSyntax.self)
          || $0.is(StringLiteralExprSyntax.self) || $0.is(ArrayExprSyntax.self) || $0.is(DictionaryExprSyntax.self) } ?? false
        for name in property.names { facts.statics.append((node.name.text + "." + name, name, changing, file.place(of: modifier))) }
      }
    }
    for member in file.nodes.memberAccesses {
      guard let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.text.first?.isUppercase == true,
            SyntaxQueries.isRenderedInViewBody(member), let view = SyntaxQueries.enclosingType(member)?.as(StructDeclSyntax.self) else { continue }
      facts.reads[base.baseName.text + "." + member.declName.baseName.text] = view.name.text
    }
    for sequence in file.nodes.sequences {
      let elements = Array(sequence.elements)
      guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) || elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text.hasSuffix("=") == true,
            let target = elements[0].as(MemberAccessExprSyntax.self), let base = target.base?.trimmedDescription else { continue }
      let type = base == "Self" ? SyntaxQueries.enclosingType(sequence).flatMap { $0.asProtocol(NamedDeclSyntax.self)?.name.text } : base
      if let type { facts.assigned.insert(type + "." + target.declName.baseName.text) }
    }
    return facts
  }

  static func finish(_ facts: [Facts], project: LintProject) {
    var reads: [String: String] = [:]
    for fileFacts in facts { reads.merge(fileFacts.reads) { first, _ in first } }
    let assigned = facts.reduce(into: Set<String>()) { $0.formUnion($1.assigned) }
    for declared in facts.flatMap(\.statics) {
      // A holder set once (`static var main = AppState()`) is not state that changes.
      guard let view = reads[declared.key], declared.changing || assigned.contains(declared.key) else { continue }
      project.report(Self.self, at: declared.place, "static var \(declared.name) is never observed, and \(view)'s body reads it: keep observed state on an instance")
    }
  }
}
