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
      keeps its value elsewhere, and a private one is no view's business: neither is looked at.
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
          var title = ""
      }
      struct Header: View {
          var body: some View { Button("Mute") { Accounts.volume = 0 } }
      }
      """),
    ])
  static let triggerWords: Set<String> = ["static"]
  static let triggersOnObservableNames = true

  struct Facts: Sendable {
    /// `Type.name` of each static var that could be view state, with where it is declared.
    var statics: [(key: String, name: String, place: LintProject.Place)] = []
    /// `Type.name` reads in rendering bodies, with the view that reads.
    var reads: [String: String] = [:]
  }

  static func facts(in file: LintFile) -> Facts {
    var facts = Facts()
    for node in file.nodes.classes where ObservationAttributes.isObservable(node) {
      for property in MemberDeclarations.properties(in: node.memberBlock) where property.isStatic && !property.isLet && property.isStored {
        guard property.propertyWrapperNames.isEmpty,
              !property.decl.modifiers.contains(where: { [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) && $0.detail == nil }),
              let modifier = property.decl.modifiers.first(where: { $0.name.tokenKind == .keyword(.static) }) else { continue }
        for name in property.names { facts.statics.append((node.name.text + "." + name, name, file.place(of: modifier))) }
      }
    }
    for member in file.nodes.memberAccesses where SyntaxQueries.isRenderedInViewBody(member) {
      guard let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.text.first?.isUppercase == true,
            let view = SyntaxQueries.enclosingType(member)?.as(StructDeclSyntax.self) else { continue }
      facts.reads[base.baseName.text + "." + member.declName.baseName.text] = view.name.text
    }
    return facts
  }

  static func finish(_ facts: [Facts], project: LintProject) {
    var reads: [String: String] = [:]
    for fileFacts in facts { reads.merge(fileFacts.reads) { first, _ in first } }
    for declared in facts.flatMap(\.statics) {
      guard let view = reads[declared.key] else { continue }
      project.report(Self.self, at: declared.place, "static var \(declared.name) is never observed, and \(view)'s body reads it: keep observed state on an instance")
    }
  }
}
