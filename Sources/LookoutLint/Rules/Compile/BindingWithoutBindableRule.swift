import LookoutSyntax
internal import SwiftSyntax

/// M8, M9, U4: `$model.x` where `model` has no `$` projection.
final class BindingWithoutBindableRule: LintRule {
  static let description = RuleDescription(
    id: "binding-without-bindable", kind: .compile, pitfalls: ["M8", "M9", "U4"], severity: .error, confidence: .certain,
    summary: "$model.x needs a Bindable: declare the property @Bindable, or add `@Bindable var model = model` where you bind",
    explanation: """
      Bindings to an observable model's properties come from @Bindable (or @State). A plain `let model`, an
      `@Environment(Model.self) var model` and a ForEach closure's `item` have no `$` projection, so
      `$model.name` does not compile ("Cannot find '$model' in scope"). Declare the stored property
      `@Bindable var model: Model`; for an environment object or a ForEach element, add
      `@Bindable var model = model` at the top of `body` (or of the closure) and bind to that.
      """,
    triggering: [
      Example("""
      @Observable final class Model { var name = "" }
      struct Editor: View {
          let model: Model
          var body: some View { TextField("Name", text: ↓$model.name) }
      }
      """, message: "$model.name does not compile: model is a plain Model property, which has no bindings; declare it `@Bindable var model: Model`"),
      Example("""
      @Observable final class Settings { var theme = "" }
      struct SettingsView: View {
          @Environment(Settings.self) private var settings
          var body: some View { TextField("Theme", text: ↓$settings.theme) }
      }
      """),
      Example("""
      @Observable final class Item: Identifiable { var name = "" }
      struct ListView: View {
          let items: [Item]
          var body: some View {
              ForEach(items) { item in
                  TextField("Name", text: ↓$item.name)
              }
          }
      }
      """),
    ],
    nonTriggering: [
      Example("""
      @Observable final class Settings { var theme = "" }
      struct SettingsView: View {
          @Environment(Settings.self) private var settings
          var body: some View {
              @Bindable var settings = settings
              TextField("Theme", text: $settings.theme)
          }
      }
      """),
      Example("""
      @Observable final class Model { var name = "" }
      struct Editor: View {
          @Bindable var model: Model
          @State private var draft = Model()
          var body: some View {
              TextField("Name", text: $model.name)
              TextField("Draft", text: $draft.name)
          }
      }
      """),
      Example("""
      @Observable final class Item: Identifiable { var name = "" }
      struct ListView: View {
          let items: [Item]
          var body: some View {
              ForEach(items) { item in
                  @Bindable var item = item
                  TextField("Name", text: $item.name)
              }
          }
      }
      """),
    ])
  static let triggerWords: Set<String> = ["ForEach", "List"]
  /// Only files that make a `$name` binding.
  static let requiredWords: Set<String> = ["$"]
  static let triggersOnObservableNames = true

  func check(_ file: LintFile) {
    for reference in file.nodes.references {
      let text = reference.baseName.text
      guard text.hasPrefix("$"), text.dropFirst().first?.isLetter == true,
            let member = reference.parent?.as(MemberAccessExprSyntax.self), member.base?.id == reference.id else { continue }
      let name = String(text.dropFirst())
      switch Self.declaration(of: name, from: reference, index: file.index) {
      case .bindable, .unknown:
        continue
      case .plain(let type):
        file.report(Self.self, at: reference, "$\(name).\(member.declName.baseName.text) does not compile: \(name) is a plain \(type) property, which has no bindings; declare it `@Bindable var \(name): \(type)`")
      case .environment(let type):
        file.report(Self.self, at: reference, "$\(name).\(member.declName.baseName.text) does not compile: @Environment(\(type).self) has no bindings; add `@Bindable var \(name) = \(name)` at the top of body")
      case .closureParameter:
        file.report(Self.self, at: reference, "$\(name).\(member.declName.baseName.text) does not compile: a closure parameter has no bindings; add `@Bindable var \(name) = \(name)` at the top of the closure")
      }
    }
  }

  enum Declaration {
    case bindable, unknown, plain(String), environment(String), closureParameter
  }

  /// What `name` refers to where `node` uses it.
  static func declaration(of name: String, from node: some SyntaxProtocol, index: TypeIndex) -> Declaration {
    var current = node.parent
    while let scope = current {
      if let list = scope.as(CodeBlockItemListSyntax.self) {
        for item in list where item.endPosition <= node.position {
          guard let variable = item.item.as(VariableDeclSyntax.self),
                variable.bindings.contains(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }) else { continue }
          return StoredProperty(variable).attributeNames.isEmpty ? .unknown : .bindable
        }
      }
      if let closure = scope.as(ClosureExprSyntax.self), Self.parameters(of: closure).contains(name) {
        return .closureParameter
      }
      if scope.is(FunctionDeclSyntax.self) || scope.is(InitializerDeclSyntax.self) { break }
      if let members = scope.as(MemberBlockSyntax.self) {
        guard let property = MemberDeclarations.properties(in: members).first(where: { $0.names == [name] }) else { return .unknown }
        if let environment = property.attribute(named: "Environment"),
           let argument = environment.arguments?.trimmedDescription, argument.hasSuffix(".self") {
          return .environment(String(argument.dropLast(5)))
        }
        guard property.attributeNames.isEmpty, let type = property.typeName, index.isObservable(type) else {
          return property.attributeNames.isEmpty ? .unknown : .bindable
        }
        return .plain(type)
      }
      current = scope.parent
    }
    return .unknown
  }

  static func parameters(of closure: ClosureExprSyntax) -> [String] {
    switch closure.signature?.parameterClause {
    case .simpleInput(let names): return names.map(\.name.text)
    case .parameterClause(let clause): return clause.parameters.map { ($0.secondName ?? $0.firstName).text }
    default: return []
    }
  }
}
