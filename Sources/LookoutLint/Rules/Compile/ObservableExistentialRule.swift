import LookoutSyntax
internal import SwiftSyntax

/// M13: a protocol existential where Observation needs a concrete observable type.
final class ObservableExistentialRule: LintRule {
  static let description = RuleDescription(
    id: "observable-existential", kind: .compile, pitfalls: ["M13"], severity: .error, confidence: .certain,
    summary: "@Bindable and @Environment(T.self) need a concrete observable type, not a protocol: use a generic or the concrete class",
    explanation: """
      `any ViewModel` is an existential box, not an Observable class: `@Bindable var model: any ViewModel`
      and `@Environment((any ViewModel).self)` do not compile, even when the protocol refines `Observable`.
      Make the view generic (`struct Screen<Model: ViewModel>: View { @Bindable var model: Model }`), or use
      the concrete type. Protocols that used to refine ObservableObject should refine `AnyObject, Observable`.
      """,
    triggering: [
      Example("""
      protocol ViewModel: AnyObject, Observable { var title: String { get set } }
      struct Screen: View {
          ↓@Bindable var model: any ViewModel
          var body: some View { TextField("", text: $model.title) }
      }
      """, message: "@Bindable on any ViewModel does not compile: a protocol type is not Observable; make the view generic over it"),
      Example("""
      protocol Store: AnyObject, Observable {}
      struct Screen: View {
          ↓@Environment((any Store).self) private var store
          var body: some View { Text("") }
      }
      """),
    ],
    nonTriggering: [
      Example("""
      protocol ViewModel: AnyObject, Observable { var title: String { get set } }
      struct Screen<Model: ViewModel>: View {
          @Bindable var model: Model
          var body: some View { TextField("", text: $model.title) }
      }
      """),
    ])
  static let triggerWords: Set<String> = ["any"]
  static let requiredWords: Set<String> = ["Bindable", "Environment"]

  func check(_ file: LintFile) {
    for node in file.nodes.variables {
      let property = StoredProperty(node)
      if let bindable = property.attribute(named: "Bindable"), let type = node.bindings.first?.typeAnnotation?.type,
         type.is(SomeOrAnyTypeSyntax.self) || SyntaxNames.name(of: type).map(file.index.protocols.contains) == true {
        file.report(Self.self, at: bindable, "@Bindable on \(type.trimmedDescription) does not compile: a protocol type is not Observable; make the view generic over it")
      }
      if let environment = property.attribute(named: "Environment"), let argument = environment.arguments?.trimmedDescription,
         argument.hasSuffix(".self") {
        let type = String(argument.dropLast(5))
        let name = type.trimmingCharacters(in: ["(", ")"]).replacingOccurrences(of: "any ", with: "")
        if type.contains("any ") || file.index.protocols.contains(name) {
          file.report(Self.self, at: environment, "@Environment(\(type).self) does not compile: a protocol type is not Observable; inject and read the concrete class")
        }
      }
    }
  }
}
