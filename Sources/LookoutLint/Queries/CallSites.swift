import LookoutSyntax
internal import SwiftSyntax

/// Whether what a view is given at a call site can change while the view keeps its identity: what
/// `@State` keeps of its first value matters only then.
enum ArgumentStability: Sendable, Hashable {
  /// It cannot: a literal, an object built at the call site (or in a local just before it), the caller's own
  /// state, environment object or shared instance, a binding, the item that identifies a presented view
  /// (`sheet(item:)`, `navigationDestination(for:)`, a `NavigationLink`'s destination, `WindowGroup(for:)`),
  /// or a call site that re-identifies the view with `.id(_:)`, or one outside any view (code SwiftUI does
  /// not run again on updates: a router, a hosting controller, an `App`).
  case fixed
  /// A `ForEach` or `List` row's element: the same object for the row, but a value may change under the
  /// same id.
  case rowElement
  /// A plain property of the calling view: as stable as what that view's own callers pass for it.
  case callerProperty(view: String, property: String)
  /// A property of an object that is itself fixed (`viewModel.observer`, where the caller owns
  /// `viewModel`): fixed when the type declares it a constant.
  case memberOf(type: String, property: String)
  /// Anything else, such as a property of a model: it may change.
  case varying
}

/// One call of a view's initializer: how stable each argument is, by label (`_0`, `_1`… for unlabelled ones).
struct CallSite: Sendable {
  let view: String
  let arguments: [String: ArgumentStability]
  /// The type whose code makes the call (a view, a router…), when it is in one.
  let caller: String?
  let place: LintProject.Place
}

/// Where a project's views are created, and whether a parameter of one can change under the same identity.
enum CallSites {
  /// Presentations whose content is identified by an item: `sheet(item:)`, `fullScreenCover(item:)`, `popover(item:)`.
  static let itemPresentations: Set<String> = ["sheet", "fullScreenCover", "popover", "inspector"]
  static let rowBuilders: Set<String> = ["ForEach", "List", "Table", "OutlineGroup"]
  /// Wrappers whose value the view owns or shares for its whole life.
  static let owningWrappers: Set<String> = ["State", "StateObject", "Environment", "EnvironmentObject", "Namespace"]
  /// Wrappers through which a view follows a value it does not own: a property of one may change.
  static let followingWrappers: Set<String> = [
    "Binding", "AppStorage", "SceneStorage", "Query", "FetchRequest", "SectionedFetchRequest", "FocusState", "GestureState",
  ]

  /// The calls of `views` in a file (outside previews), with each argument's stability.
  static func collect(in file: LintFile, views: Set<String>) -> [CallSite] {
    var sites: [CallSite] = []
    for call in file.nodes.calls {
      guard let name = calledTypeName(call), views.contains(name), !file.isPreview(call) else { continue }
      var arguments: [String: ArgumentStability] = [:]
      let fixed = reidentifies(call) || !isInsideView(call)
      var position = 0
      for argument in call.arguments {
        let label: String
        if let written = argument.label?.text {
          label = written
        } else {
          label = "_\(position)"
          position += 1
        }
        arguments[label] = fixed ? .fixed : stability(of: argument.expression, depth: 0)
      }
      let caller = SyntaxQueries.enclosingType(call).flatMap { $0.asProtocol(NamedDeclSyntax.self)?.name.text }
      sites.append(CallSite(view: name, arguments: arguments, caller: caller, place: file.place(of: call)))
    }
    return sites
  }

  /// The label a caller writes for each parameter of an initializer, by the name the parameter has inside it
  /// (`_0`, `_1`… for unlabelled ones, as `collect` records them).
  static func labels(of initializer: InitializerDeclSyntax) -> [String: String] {
    var labels: [String: String] = [:]
    var position = 0
    for parameter in initializer.signature.parameterClause.parameters {
      let inner = (parameter.secondName ?? parameter.firstName).text
      if parameter.firstName.tokenKind == .wildcard {
        labels[inner] = "_\(position)"
        position += 1
      } else {
        labels[inner] = parameter.firstName.text
      }
    }
    return labels
  }

  /// `Row` in `Row(…)`, `Module.Row(…)`, `Row.init(…)`.
  static func calledTypeName(_ call: FunctionCallExprSyntax) -> String? {
    var callee = ExprSyntax(call.calledExpression)
    if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init", let base = member.base { callee = base }
    let name: String?
    if let reference = callee.as(DeclReferenceExprSyntax.self) {
      name = reference.baseName.text
    } else if let member = callee.as(MemberAccessExprSyntax.self), member.base != nil {
      name = member.declName.baseName.text
    } else {
      name = nil
    }
    return name.flatMap { $0.first?.isUppercase == true ? $0 : nil }
  }

  /// `Row(item: x).id(x)`, also after other modifiers: the view is re-created when the id changes.
  static func reidentifies(_ call: FunctionCallExprSyntax) -> Bool {
    var current = Syntax(call)
    while let member = current.parent?.as(MemberAccessExprSyntax.self), member.base?.id == current.id,
          let outer = member.parent?.as(FunctionCallExprSyntax.self) {
      if member.declName.baseName.text == "id" { return true }
      current = Syntax(outer)
    }
    return false
  }

  /// Whether the call is in a view's members (its body or a helper), where SwiftUI runs it on every update;
  /// not in an `App` or `Scene`, whose content is created once.
  static func isInsideView(_ node: some SyntaxProtocol) -> Bool {
    guard let type = SyntaxQueries.enclosingType(node)?.as(StructDeclSyntax.self) else { return false }
    return ViewDeclaration.isView(type) && !ViewDeclaration.isAppOrScene(type)
  }

  /// How an argument expression can change for the same view identity.
  static func stability(of expression: ExprSyntax, depth: Int) -> ArgumentStability {
    guard depth < 8 else { return .varying }
    if isLiteral(expression) { return .fixed }
    if let closure = presentingClosure(around: expression) { return closure }
    if expression.is(ClosureExprSyntax.self) { return .fixed }
    if let forced = expression.as(ForceUnwrapExprSyntax.self) { return stability(of: forced.expression, depth: depth + 1) }
    if let optional = expression.as(OptionalChainingExprSyntax.self) { return stability(of: optional.expression, depth: depth + 1) }
    if let call = expression.as(FunctionCallExprSyntax.self) {
      // `Model(…)`, `.init(…)`, `.case(…)` with fixed arguments: built here.
      if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil {
        if member.declName.baseName.text == "init" { return .fixed }
        return call.arguments.allSatisfy { stability(of: $0.expression, depth: depth + 1) == .fixed } ? .fixed : .varying
      }
      return SyntaxNames.constructedType(expression).map { $0.first?.isUppercase == true } == true ? .fixed : .varying
    }
    if SyntaxNames.isSharedInstance(expression) { return .fixed }
    if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
      if base.trimmedDescription == "self" { return property(member.declName.baseName.text, around: expression) }
      // A property of an object the caller holds for good: as stable as that property is constant.
      if stability(of: base, depth: depth + 1) == .fixed, let type = TypeResolution.type(of: base) {
        return .memberOf(type: type, property: member.declName.baseName.text)
      }
      return .varying
    }
    if expression.is(MemberAccessExprSyntax.self) { return .fixed }
    guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return .varying }
    let name = reference.baseName.text
    // `$draft`: a binding to state, the same source every time.
    if name.hasPrefix("$") { return .fixed }
    if let parameter = closureParameter(name, around: expression) { return parameter }
    switch localValue(name, before: expression) {
    case .value(let value): return stability(of: value, depth: depth + 1)
    // `if let account { … }` binds the outer `account`.
    case .outer, nil: return property(name, around: expression)
    }
  }

  /// A literal, or an array or dictionary of literals.
  static func isLiteral(_ expression: ExprSyntax) -> Bool {
    if expression.is(StringLiteralExprSyntax.self) || expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self)
      || expression.is(BooleanLiteralExprSyntax.self) || expression.is(NilLiteralExprSyntax.self) {
      return true
    }
    if let array = expression.as(ArrayExprSyntax.self) { return array.elements.allSatisfy { isLiteral($0.expression) } }
    return false
  }

  /// `.fixed` inside the content of a presentation that identifies it: `sheet(item:)` (and the other
  /// item presentations), `navigationDestination`, a `NavigationLink`'s destination, `WindowGroup(for:)`.
  static func presentingClosure(around node: some SyntaxProtocol) -> ArgumentStability? {
    var path: [Syntax] = [Syntax(node)]
    while let scope = path.last?.parent {
      if scope.is(MemberBlockSyntax.self) { return nil }
      if let call = scope.as(FunctionCallExprSyntax.self), let name = SyntaxQueries.calledName(call) {
        // The part of the call the node is in: the trailing closure, or an argument (two levels down).
        let child = path[path.count - 1]
        let argument = child.is(LabeledExprListSyntax.self) && path.count >= 2 ? path[path.count - 2].as(LabeledExprSyntax.self) : nil
        if isContent(isTrailing: call.trailingClosure?.id == child.id, argument: argument?.label?.text, of: call, named: name) {
          return .fixed
        }
      }
      path.append(scope)
    }
    return nil
  }

  /// Whether a call's trailing closure (or its argument labelled `argument`) is content a presentation
  /// identifies by its item.
  private static func isContent(isTrailing: Bool, argument: String?, of call: FunctionCallExprSyntax, named name: String) -> Bool {
    switch name {
    case "navigationDestination", "WindowGroup", "Window":
      return isTrailing || argument == "destination" || argument == "content"
    case "NavigationLink":
      // `NavigationLink { Destination() } label: { … }` and `NavigationLink("Title") { Destination() }`; with a
      // `destination:` or `value:` argument, the trailing closure is the label.
      let trailingIsDestination = !call.arguments.contains { ["destination", "value"].contains($0.label?.text) }
      return (isTrailing && trailingIsDestination) || argument == "destination"
    default:
      guard itemPresentations.contains(name), call.arguments.contains(where: { $0.label?.text == "item" }) else { return false }
      return isTrailing || argument == "content"
    }
  }

  /// The stability of a closure parameter named `name`: a row's element, the item of a presentation, or
  /// (any other closure) varying.
  static func closureParameter(_ name: String, around node: some SyntaxProtocol) -> ArgumentStability? {
    var current = node.parent
    while let scope = current {
      if scope.is(MemberBlockSyntax.self) { return nil }
      if let closure = scope.as(ClosureExprSyntax.self), BindingWithoutBindableRule.parameters(of: closure).contains(name)
          || (name.hasPrefix("$") && name.dropFirst().allSatisfy(\.isNumber) && closure.signature == nil) {
        let call = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
        if let called = call.flatMap(SyntaxQueries.calledName), rowBuilders.contains(called) { return .rowElement }
        return .varying
      }
      current = scope.parent
    }
    return nil
  }

  /// What a local name is bound to.
  enum LocalValue {
    case value(ExprSyntax)
    /// `if let name` (and `guard let name`): the outer `name`, unwrapped.
    case outer
  }

  /// The value of `let name = …` (or `if let`/`guard let name = …`) declared before `node` in an enclosing block.
  static func localValue(_ name: String, before node: some SyntaxProtocol) -> LocalValue? {
    var current = node.parent
    while let scope = current {
      if scope.is(MemberBlockSyntax.self) { return nil }
      if let list = scope.as(CodeBlockItemListSyntax.self) {
        for item in list.reversed() where item.endPosition <= node.position {
          if let variable = item.item.as(VariableDeclSyntax.self),
             let binding = variable.bindings.first(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }) {
            return binding.initializer.map { .value($0.value) }
          }
          if let guardStatement = item.item.as(GuardStmtSyntax.self), let value = boundValue(name, in: guardStatement.conditions) {
            return value
          }
        }
      }
      if let conditions = scope.as(IfExprSyntax.self)?.conditions, node.position >= conditions.endPosition,
         let value = boundValue(name, in: conditions) {
        return value
      }
      current = scope.parent
    }
    return nil
  }

  private static func boundValue(_ name: String, in conditions: ConditionElementListSyntax) -> LocalValue? {
    for condition in conditions {
      guard let binding = condition.condition.as(OptionalBindingConditionSyntax.self),
            binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name else { continue }
      return binding.initializer.map { .value($0.value) } ?? .outer
    }
    return nil
  }

  /// The stability of the calling view's property `name`.
  static func property(_ name: String, around node: some SyntaxProtocol) -> ArgumentStability {
    guard let view = SyntaxQueries.enclosingType(node)?.as(StructDeclSyntax.self),
          let property = MemberDeclarations.properties(in: view.memberBlock).first(where: { $0.names == [name] }) else { return .varying }
    if property.isStatic { return .fixed }
    let wrappers = Set(property.attributeNames)
    if !wrappers.isDisjoint(with: owningWrappers) { return .fixed }
    if !wrappers.isDisjoint(with: followingWrappers) || !property.isStored { return .varying }
    return .callerProperty(view: view.name.text, property: name)
  }
}
