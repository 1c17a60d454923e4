import LookoutSyntax
internal import SwiftSyntax

/// U2: `@State` on a model the view receives from its parent.
final class StateOnPassedModelRule: ProjectLintRule {
  static let description = RuleDescription(
    id: "state-on-passed-model", kind: .updates, pitfalls: ["U2"], severity: .warning, confidence: .medium,
    summary: "@State on a model passed in from the parent keeps the first instance and ignores later ones: use let (or @Bindable)",
    explanation: """
      @State is for values a view owns: SwiftUI stores the first value and ignores what the parent passes
      on later updates. A child declared `@State var item: Item` (no default) that receives its model from
      the parent therefore holds on to a stale object when the parent passes a different one. Declare it
      `let item: Item`, or `@Bindable var item: Item` to make bindings; keep @State for models the view
      creates itself (`@State private var model = Model()`).
      A model the view's initializer builds, or takes from a parameter with a default value, is the view's
      own: not reported. The rule looks at the whole project and reports only views that some body passes
      an existing object (`Detail(item: selection)`); a model built at the call site (`Child(model: Model())`)
      is one @State is meant to keep, and a ForEach row given its element keeps the same object.
      Confidence: high when the parent passes different models over time; harmless when it never does.
      """,
    triggering: [
      Example("""
      @Observable final class Item { var name = "" }
      struct Row: View {
          ↓@State var item: Item
          var body: some View { Text(item.name) }
      }
      struct Detail: View {
          let selection: Item
          var body: some View { Row(item: selection) }
      }
      """, message: "@State item: Item comes from the parent, and @State keeps only the first one; use `let` (or @Bindable)"),
    ],
    nonTriggering: [
      Example("""
      @Observable final class Item { var name = "" }
      struct Row: View {
          @State var item: Item
          var body: some View { Text(item.name) }
      }
      struct ListView: View {
          let items: [Item]
          var body: some View { ForEach(items) { item in Row(item: item) } }
      }
      """),
      Example("""
      @Observable final class Loader { init(id: Int) {} }
      struct Detail: View {
          @State private var loader: Loader
          init(id: Int) { self.loader = Loader(id: id) }
          var body: some View { Text("") }
      }
      """),
      Example("""
      @Observable final class Feed {}
      struct FeedScreen: View {
          @State private var feed: Feed
          init(feed: Feed = Feed()) { self.feed = feed }
          var body: some View { Text("") }
      }
      """),
      Example("""
      @Observable final class Item { var name = "" }
      struct Row: View {
          let item: Item
          @State private var draft = Item()
          @State private var isEditing: Bool
          @State private var selection: Item?
          var body: some View { Text(item.name) }
      }
      """),
    ])
  /// Views declare `@State var model: Model`: files that name an observable type and `State`. The calls that
  /// pass a model are looked for in those files too.
  static let triggerWords: Set<String> = []
  static let requiredWords: Set<String> = ["State"]
  static let triggersOnObservableNames = true

  struct Facts: Sendable {
    var candidates: [(view: String, name: String, type: String, place: LintProject.Place)] = []
    /// `View(name: existing)` calls in what bodies render: view name → argument labels given an existing object.
    var passedExisting: [String: Set<String>] = [:]
  }

  static func facts(in file: LintFile) -> Facts {
    var facts = Facts()
    for node in file.nodes.structs where ViewDeclaration.isView(node) {
      let initializers = file.nodes.initializers.inside(node.memberBlock)
      // An explicit initializer that sets `_name` decides itself (state-initial-value-in-init looks at it).
      let initialized = Set(initializers.flatMap { initializer in
        file.nodes.references.inside(initializer).map(\.baseName.text).filter { $0.hasPrefix("_") }
      })
      let sources = Self.assignmentSources(initializers)
      for property in MemberDeclarations.properties(in: node.memberBlock) {
        guard let state = property.attribute(named: "State"), let binding = property.decl.bindings.first,
              binding.initializer == nil, binding.typeAnnotation?.type.is(OptionalTypeSyntax.self) != true,
              let name = property.names.first, !initialized.contains("_" + name),
              let type = property.typeName, file.index.isObservable(type) else { continue }
        // Set by the initializer from something other than a parameter the caller must pass (a model it
        // builds, a parameter with a default): the view owns it.
        if let assigned = sources[name], !assigned.contains(.requiredParameter) { continue }
        facts.candidates.append((node.name.text, name, type, file.place(of: state)))
      }
    }
    for call in file.nodes.calls {
      guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, name.first?.isUppercase == true,
            SyntaxQueries.isRenderedInViewBody(call) else { continue }
      for argument in call.arguments {
        guard let label = argument.label?.text, !Self.isConstruction(argument.expression),
              // `ForEach(items) { item in Row(item: item) }`: each row keeps its own element.
              !Self.isClosureParameter(argument.expression) else { continue }
        facts.passedExisting[name, default: []].insert(label)
      }
    }
    return facts
  }

  static func finish(_ facts: [Facts], project: LintProject) {
    var passedExisting: [String: Set<String>] = [:]
    for fileFacts in facts { passedExisting.merge(fileFacts.passedExisting) { $0.union($1) } }
    // Only when some view body passes an object it already has: a model built inline at every call site
    // (`Child(model: Model())`) is one @State is meant to keep.
    for candidate in facts.flatMap(\.candidates) where passedExisting[candidate.view]?.contains(candidate.name) == true {
      project.report(Self.self, at: candidate.place, "@State \(candidate.name): \(candidate.type) comes from the parent, and @State keeps only the first one; use `let` (or @Bindable)")
    }
  }

  /// `Model(…)` or `.init(…)`: an object built at the call site.
  static func isConstruction(_ expression: ExprSyntax) -> Bool {
    guard let call = expression.as(FunctionCallExprSyntax.self) else { return false }
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil, member.declName.baseName.text == "init" {
      return true
    }
    return SyntaxNames.constructedType(expression) != nil
  }

  /// A parameter of a closure around the expression (a ForEach row's element).
  static func isClosureParameter(_ expression: ExprSyntax) -> Bool {
    guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
    var current = expression.parent
    while let scope = current {
      if let closure = scope.as(ClosureExprSyntax.self), let parameters = closure.signature?.parameterClause {
        let syntax = Syntax(parameters)
        let names = syntax.as(ClosureShorthandParameterListSyntax.self).map { $0.map(\.name.text) }
          ?? syntax.as(ClosureParameterClauseSyntax.self)?.parameters.map { ($0.secondName ?? $0.firstName).text } ?? []
        if names.contains(name) { return true }
      }
      current = scope.parent
    }
    return false
  }

  enum Source { case requiredParameter, owned }

  /// For each property the initializers assign (`self.x = …`, `x = …`), where the values come from.
  static func assignmentSources(_ initializers: [InitializerDeclSyntax]) -> [String: Set<Source>] {
    var sources: [String: Set<Source>] = [:]
    for initializer in initializers {
      let parameters = initializer.signature.parameterClause.parameters
      let required = Set(parameters.filter { $0.defaultValue == nil }.map { ($0.secondName ?? $0.firstName).text })
      for item in initializer.body?.statements ?? [] {
        guard let name = AssignmentTarget.name(of: item), case .expr(let expression) = item.item,
              let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
              let value = sequence.elements.last else { continue }
        let isRequired = value.as(DeclReferenceExprSyntax.self).map { required.contains($0.baseName.text) } ?? false
        sources[name, default: []].insert(isRequired ? .requiredParameter : .owned)
      }
    }
    return sources
  }
}
