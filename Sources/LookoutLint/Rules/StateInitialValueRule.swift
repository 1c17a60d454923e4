import LookoutSyntax
internal import SwiftSyntax

/// M11, U3: `_model = State(initialValue: Model(id: id))` in a view's initializer.
final class StateInitialValueRule: LintRule {
  static let description = RuleDescription(
    id: "state-initial-value-in-init", pitfalls: ["M11", "U3"], severity: .warning, confidence: .high,
    summary: "State(initialValue:) in init is read once: a model built there keeps its first arguments, and a value copied there that the view only shows never follows its source",
    explanation: """
      `_model = State(initialValue: Model(id: id))` builds a model on every view initialisation, and SwiftUI
      keeps only the first: when `id` changes the view keeps showing the old model. Create the model in the
      parent and pass it in, or create it in `.task(id: id) { model = Model(id: id) }`.
      The rule reports only models built from the initializer's parameters (a model built without them is
      the same every time), and not in an `App` or `Scene`, which is initialised once.
      `_title = State(initialValue: item.title)` copies a value once, outside any tracking: a view that only
      shows `title` will not follow the item; read `item.title` in body. A copy the view binds or assigns
      (`TextField("Title", text: $draft)`) is how editing forms keep a draft: not reported.
      Confidence: high — the arguments of later initialisations are ignored.
      """,
    triggering: [
      Example("""
      @Observable final class Profile { init(id: String) {} }
      struct ProfileView: View {
          @State private var profile: Profile
          init(id: String) { _profile = ↓State(initialValue: Profile(id: id)) }
          var body: some View { Text("") }
      }
      """, message: "State(initialValue: Profile(…)) in init keeps the first model: when id changes the view keeps the old one; create it in the parent or in .task(id:)"),
      Example("""
      struct TitleView: View {
          @State private var title: String
          init(item: Item) { _title = ↓State(initialValue: item.title) }
          var body: some View { Text(title) }
      }
      """),
    ],
    nonTriggering: [
      Example("""
      struct Counter: View {
          @State private var count: Int
          init(start: Int) { _count = State(initialValue: start) }
          var body: some View { Text("\\(count)") }
      }
      """),
      Example("""
      struct TitleEditor: View {
          @State private var draft: String
          init(item: Item) { _draft = State(initialValue: item.title) }
          var body: some View { TextField("Title", text: $draft) }
      }
      """),
      Example("""
      @Observable final class Preview { init() {} }
      @main struct MyApp: App {
          @State private var preview: Preview
          init() { _preview = State(initialValue: Preview()) }
          var body: some Scene { WindowGroup { Text("") } }
      }
      """),
    ])
  static let triggerWords: Set<String> = ["State"]
  static let requiredWords: Set<String> = ["initialValue", "wrappedValue"]

  func check(_ file: LintFile) {
    for initializer in file.nodes.initializers {
      let parameters = Set(initializer.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
      guard !parameters.isEmpty else { continue }
      for call in file.nodes.calls.inside(initializer) {
        guard call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "State",
              let argument = call.arguments.first, ["initialValue", "wrappedValue"].contains(argument.label?.text),
              let type = SyntaxQueries.enclosingType(call)?.as(StructDeclSyntax.self), ViewDeclaration.isView(type),
              Set(SyntaxNames.inherited(type.inheritanceClause)).isDisjoint(with: ["App", "Scene"]) else { continue }
        let value = argument.expression
        if let member = value.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self),
           parameters.contains(base.baseName.text), let state = Self.assignedState(of: call),
           Self.isOnlyRead(state, in: type), !(file.index.projectedNames[type.name.text]?.contains(state) ?? false) {
          // A copy the view only shows: it never changes after the first initialisation.
          file.report(Self.self, at: call, "State(initialValue: \(member.trimmedDescription)) copies the value once and the view only reads it: it will not follow \(base.baseName.text); read \(member.trimmedDescription) in body instead")
          continue
        }
        guard let model = SyntaxNames.constructedType(value), let construction = value.as(FunctionCallExprSyntax.self),
              file.index.observable.contains(model) || file.index.legacy.contains(model) else { continue }
        let used = construction.arguments.tokens(viewMode: .sourceAccurate)
          .filter { $0.tokenKind.isIdentifier && parameters.contains($0.text) }.map(\.text)
        guard let parameter = used.first else { continue }
        file.report(Self.self, at: call, "State(initialValue: \(model)(…)) in init keeps the first model: when \(parameter) changes the view keeps the old one; create it in the parent or in .task(id:)")
      }
    }
  }
}

extension StateInitialValueRule {
  /// `title` in `_title = State(initialValue: …)`.
  static func assignedState(of call: FunctionCallExprSyntax) -> String? {
    guard let sequence = call.parent?.parent?.as(SequenceExprSyntax.self), let target = sequence.elements.first else { return nil }
    let text = target.trimmedDescription.replacingOccurrences(of: "self.", with: "")
    return text.hasPrefix("_") ? String(text.dropFirst()) : nil
  }

  /// Whether the view never binds (`$title`) nor assigns the state: it only shows the copy.
  static func isOnlyRead(_ name: String, in view: StructDeclSyntax) -> Bool {
    let usage = DollarUsage(view.memberBlock)
    return !usage.bindings.contains(name) && !usage.bareProjections.contains(name) && !usage.assignedOutsideInit.contains(name)
  }
}

private extension TokenKind {
  var isIdentifier: Bool { if case .identifier = self { return true } else { return false } }
}
