import LookoutSyntax
internal import SwiftSyntax

/// M3, M4, M18: a `$property` Combine publisher of an `@Observable` model.
final class PublisherOnObservableRule: LintRule {
  static let description = RuleDescription(
    id: "publisher-on-observable", kind: .compile, pitfalls: ["M3", "M4", "M18"], severity: .error, confidence: .certain,
    summary: "@Observable properties have no $publisher: use Observations, a didSet, or .onChange(of:) in views",
    explanation: """
      `$items` was the Combine publisher @Published made. An @Observable property has none, so pipelines
      (`$query.debounce(…).sink`), `.onReceive(model.$x)` and publisher-based tests stop compiling. Inside the
      model, start the work from a `didSet` (debounce with a cancellable Task) or observe with `Observations`
      (iOS 26); in a view, `.onChange(of: model.x) { old, new in … }` (add `initial: true` for the first
      value); in tests, observe with `withObservationTracking` re-armed, or `Observations`.
      A property that another wrapper holds (`@Shared`, a storage wrapper) has that wrapper's projection as
      `$name`: the rule leaves it alone.
      Confidence: certain — `$name` does not compile on a tracked property.
      """,
    triggering: [
      Example("""
      @Observable final class Search {
          var query = ""
          init() { ↓$query.sink { print($0) } }
      }
      """, message: "$query: Search is observable and has no publisher; use a didSet or Observations { … } instead of the Combine pipeline"),
      Example("""
      @Observable final class Model { var text = "" }
      struct Screen: View {
          @State private var model = Model()
          var body: some View {
              Text(model.text).onReceive(↓model.$text) { print($0) }
          }
      }
      """),
    ],
    nonTriggering: [
      Example("""
      final class Search: ObservableObject {
          @Published var query = ""
          init() { $query.sink { print($0) } }
      }
      """),
      Example("""
      @Observable final class Model { var text = "" }
      struct Editor: View {
          @Bindable var model: Model
          var body: some View { TextField("Text", text: $model.text) }
      }
      """),
      Example("""
      @Observable final class Gallery {
          @ObservationIgnored @Stored(in: .images) var images
          func save(_ image: Image) async throws { try await self.$images.insert(image) }
      }
      """),
    ])
  static let triggerWords: Set<String> = ObservationAttributes.classMacros

  func check(_ file: LintFile) {
    for reference in file.nodes.references {
      let text = reference.baseName.text
      guard text.hasPrefix("$"), text.dropFirst().first?.isLetter == true else { continue }
      let name = String(text.dropFirst())
      if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
        // `model.$text`, `self.$text`: the publisher of another object, or of self.
        guard let base = member.base else { continue }
        let owner = SyntaxQueries.enclosingObservableClass(member)?.name.text
        let type = base.trimmedDescription == "self" ? owner : TypeResolution.type(of: base)
        guard let type, file.index.isObservable(type) || type == owner else { continue }
        if type == owner, let owner = SyntaxQueries.enclosingObservableClass(member), Self.isWrapped(name, in: owner) { continue }
        report(member, name: name, type: type, in: file)
      } else if let owner = SyntaxQueries.enclosingObservableClass(reference),
                MemberDeclarations.properties(in: owner.memberBlock).contains(where: { $0.names.contains(name) }),
                !Self.isWrapped(name, in: owner) {
        // `$query` inside the model that declares `query`. (In a view, `$model` is a binding.)
        report(reference, name: name, type: owner.name.text, in: file)
      }
    }
  }

  /// `@Stored var images`, `@Shared var count`: `$name` is that wrapper's projection, not a publisher.
  static func isWrapped(_ name: String, in owner: ClassDeclSyntax) -> Bool {
    MemberDeclarations.properties(in: owner.memberBlock).contains { property in
      property.names.contains(name) && !property.propertyWrapperNames.isEmpty
    }
  }

  private func report(_ node: some SyntaxProtocol, name: String, type: String, in file: LintFile) {
    let onReceive = node.parent?.parent?.parent?.as(FunctionCallExprSyntax.self).flatMap(SyntaxQueries.calledName) == "onReceive"
    let advice = onReceive
      ? "use .onChange(of: \(node.trimmedDescription.replacingOccurrences(of: "$", with: ""))) { old, new in … }"
      : "use a didSet or Observations { … } instead of the Combine pipeline"
    file.report(Self.self, at: node, "$\(name): \(type) is observable and has no publisher; \(advice)")
  }
}
