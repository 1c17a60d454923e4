import LookoutSyntax
internal import SwiftSyntax

/// M3, M4, M18: a `$property` Combine publisher of an `@Observable` model.
final class PublisherOnObservableRule: ProjectLintRule {
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
      `$name`: the rule leaves it alone, wherever the class declares it (the rule reads every file's
      declarations of the class and its extensions). When no declaration of the class in the project has a
      property of that name (it comes from another module, or a macro), the rule cannot tell and stays silent.
      Confidence: certain — `$name` does not compile on a tracked property.
      """,
    triggering: [
      Example("""
      @Observable final class Search {
          var query = ""
          init() { ↓$query.sink { print($0) } }
      }
      """, message: "$query does not compile: query of @Observable Search has no wrapper, so no publisher; use a didSet or Observations { … } instead of the Combine pipeline"),
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
      Example("""
      @Observable final class Session {
          var user = ""
      }
      extension Session {
          @ObservationIgnored @Shared(.appStorage("token")) var token
      }
      struct TokenView: View {
          let session: Session
          var body: some View { Text("").onReceive(session.$token.publisher) { _ in } }
      }
      struct Remote: View {
          let session: Session
          var body: some View { Text("").onReceive(session.$remoteFlag) { _ in } }
      }
      """),
    ])
  static let triggerWords: Set<String> = ObservationAttributes.classMacros
  static let triggersOnObservableNames = true
  static let requiredWords: Set<String> = ["$"]

  /// `model.$name` (or `$name` in the model itself) on an observable type.
  struct Use: Sendable {
    let type: String
    let name: String
    let text: String
    let inOnReceive: Bool
    let place: LintProject.Place
  }

  struct Facts: Sendable {
    var uses: [Use] = []
    /// For each observable class (and its extensions) declared in the file: its properties, and whether a
    /// wrapper holds each (then `$name` is the wrapper's projection).
    var properties: [String: [String: Bool]] = [:]
  }

  static func facts(in file: LintFile) -> Facts {
    var facts = Facts()
    let groups: [(String, MemberBlockSyntax)] = file.nodes.classes.map { ($0.name.text, $0.memberBlock) }
      + file.tree.statements.compactMap { $0.item.as(ExtensionDeclSyntax.self) }.map { (SyntaxNames.components(of: $0.extendedType).last ?? "", $0.memberBlock) }
    for (type, members) in groups where file.index.isObservable(type) {
      for property in MemberDeclarations.properties(in: members) where !property.isStatic {
        for name in property.names { facts.properties[type, default: [:]][name] = !property.propertyWrapperNames.isEmpty }
      }
    }
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
        facts.uses.append(use(member, type: type, name: name, file: file))
      } else if let owner = SyntaxQueries.enclosingObservableClass(reference),
                MemberDeclarations.properties(in: owner.memberBlock).contains(where: { $0.names.contains(name) }) {
        // `$query` inside the model that declares `query`. (In a view, `$model` is a binding.)
        facts.uses.append(use(reference, type: owner.name.text, name: name, file: file))
      }
    }
    return facts
  }

  private static func use(_ node: some SyntaxProtocol, type: String, name: String, file: LintFile) -> Use {
    let onReceive = node.parent?.parent?.parent?.as(FunctionCallExprSyntax.self).flatMap(SyntaxQueries.calledName) == "onReceive"
    return Use(type: type, name: name, text: node.trimmedDescription, inOnReceive: onReceive, place: file.place(of: node))
  }

  static func finish(_ facts: [Facts], project: LintProject) {
    var properties: [String: [String: Bool]] = [:]
    for fileFacts in facts { properties.merge(fileFacts.properties) { $0.merging($1) { $0 || $1 } } }
    for use in facts.flatMap(\.uses) {
      // Only a property the project declares without a wrapper: `$name` is then certainly no publisher.
      guard let wrapped = properties[use.type]?[use.name], !wrapped else { continue }
      let advice = use.inOnReceive
        ? "use .onChange(of: \(use.text.replacingOccurrences(of: "$", with: ""))) { old, new in … }"
        : "use a didSet or Observations { … } instead of the Combine pipeline"
      project.report(Self.self, at: use.place, "$\(use.name) does not compile: \(use.name) of @Observable \(use.type) has no wrapper, so no publisher; \(advice)")
    }
  }
}
