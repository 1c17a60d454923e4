import LookoutSyntax
internal import SwiftSyntax

/// U17: a UIKit controller reads an observable model in `viewDidLoad`, where reads are not tracked.
final class UIKitTrackingRule: LintRule {
  static let description = RuleDescription(
    id: "uikit-read-in-view-did-load", kind: .updates, pitfalls: ["U17"], severity: .note, confidence: .high,
    summary: "Reads in viewDidLoad are not tracked: read the model in viewWillLayoutSubviews / updateProperties so UIKit updates the view",
    explanation: """
      UIKit's automatic observation tracking (iOS 18 with the UIObservationTrackingEnabled Info.plist key,
      on by default from iOS 26) records reads made in `layoutSubviews`, `viewWillLayoutSubviews`,
      `updateProperties` and similar update methods. A value read in `viewDidLoad` is set once and never
      updated. Move the assignment into one of the update methods.
      """,
    triggering: [
      Example("""
      @Observable final class Profile { var name = "" }
      final class ProfileController: UIViewController {
          let profile = Profile()
          let label = UILabel()
          override func viewDidLoad() {
              super.viewDidLoad()
              ↓label.text = profile.name
          }
      }
      """, message: "profile is read in viewDidLoad, which is not tracked: assign in viewWillLayoutSubviews or updateProperties"),
    ],
    nonTriggering: [
      Example("""
      @Observable final class Profile { var name = "" }
      final class ProfileController: UIViewController {
          let profile = Profile()
          let label = UILabel()
          override func viewWillLayoutSubviews() {
              super.viewWillLayoutSubviews()
              label.text = profile.name
          }
      }
      """),
    ],
    measured: MeasuredPrecision(right: 0, wrong: 2, debatable: 0, on: MeasuredPrecision.secondRound2026))
  static let triggerWords: Set<String> = ["viewDidLoad"]

  func check(_ file: LintFile) {
    for function in file.nodes.functions where function.name.text == "viewDidLoad" {
      guard let body = function.body, let type = SyntaxQueries.enclosingType(function)?.as(ClassDeclSyntax.self) else { continue }
      let models = Set(MemberDeclarations.properties(in: type.memberBlock).filter { $0.typeName.map(file.index.isObservable) == true }.flatMap(\.names))
      guard !models.isEmpty else { continue }
      for sequence in file.nodes.sequences.inside(body) {
        let elements = Array(sequence.elements)
        // Reads inside closures (a Task looping over `Observations`, an observer's callback) are not the
        // one-time reads this rule is about.
        guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self), !Self.isInClosure(sequence, within: body) else { continue }
        let reads = file.nodes.memberAccesses.inside(elements[2]).filter { !Self.isInClosure($0, within: body) }.compactMap(SyntaxQueries.baseName)
        guard let model = reads.first(where: models.contains) else { continue }
        file.report(Self.self, at: sequence, "\(model) is read in viewDidLoad, which is not tracked: assign in viewWillLayoutSubviews or updateProperties")
      }
    }
  }

  static func isInClosure(_ node: some SyntaxProtocol, within body: CodeBlockSyntax) -> Bool {
    var current = node.parent
    while let scope = current, scope.id != body.id {
      if scope.is(ClosureExprSyntax.self) { return true }
      current = scope.parent
    }
    return false
  }
}
