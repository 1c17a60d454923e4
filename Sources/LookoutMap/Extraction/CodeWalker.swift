import LookoutSyntax
import SwiftSyntax

/// Summarises one piece of code — a getter, a method's body, a view's `body`, an initial value — as the
/// chains it reads, writes and calls, each with where it runs (the body, a row, a presentation, later).
final class CodeWalker: SyntaxVisitor {
  /// Where the code being walked runs, and what makes its writes happen.
  struct Context {
    var evaluated = true
    var scope = EvaluationScope.body
    var write = WriteContext.other
    var watched: AccessChain?
    /// A continuous callback's or progress handler's parameters: only writes carrying them are frequent.
    var dataNames: Set<String> = []
    /// Inside a `Binding(get:)` getter.
    var bindingGetter = false
  }

  private(set) var summary = CodeSummary()
  private var scopes: [[String: Int]] = [[:]]
  private var contexts: [Context]
  private let converter: LineTable
  /// The file's timer publishers by name, with their interval when it is a literal (0 when not).
  private let timerNames: [String: Double]
  /// Expressions that are written (assignment targets, `inout` arguments), with the value written when known.
  private var writeTargets: [SyntaxIdentifier: ExprSyntax?] = [:]
  /// Targets of compound assignments (`+=`, `-=`…).
  private var compoundTargets: Set<SyntaxIdentifier> = []
  /// Bindings declared by the node being visited, added to the scope once it is walked.
  private var pendingLocals: [SyntaxIdentifier: [LocalBinding]] = [:]

  /// Names of collection methods that mutate the collection they are called on.
  static let mutatingMethods: Set<String> = [
    "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange", "popLast", "popFirst",
    "toggle", "sort", "reverse", "shuffle", "merge", "formUnion", "formIntersection", "subtract", "update",
    "updateValue", "removeValue", "replaceSubrange", "swapAt", "move",
  ]

  /// The summary of `node`, with `parameters` in scope, run as `context` says.
  static func summarize(
    _ node: some SyntaxProtocol, parameters: [LocalBinding] = [], context: Context = Context(),
    converter: LineTable, timerNames: [String: Double]
  ) -> CodeSummary {
    let walker = CodeWalker(converter: converter, context: context, timerNames: timerNames)
    for parameter in parameters { walker.declare(parameter) }
    walker.walk(node)
    return walker.summary
  }

  /// The chain an expression is, with no names in scope (a property's initial value).
  static func chain(of expression: ExprSyntax, converter: LineTable) -> AccessChain? {
    CodeWalker(converter: converter, context: Context(), timerNames: [:]).chain(expression)
  }

  private init(converter: LineTable, context: Context, timerNames: [String: Double]) {
    self.converter = converter
    contexts = [context]
    self.timerNames = timerNames
    super.init(viewMode: .sourceAccurate)
  }

  private var context: Context { contexts[contexts.count - 1] }

  private func line(_ node: some SyntaxProtocol) -> Int {
    converter.line(of: node.positionAfterSkippingLeadingTrivia.utf8Offset)
  }

  // MARK: Scopes and locals

  private func declare(_ binding: LocalBinding) {
    summary.locals.append(binding)
    scopes[scopes.count - 1][binding.name] = summary.locals.count - 1
  }

  private func lookup(_ name: String) -> Int? {
    for scope in scopes.reversed() { if let index = scope[name] { return index } }
    return nil
  }

  private func pushScope() { scopes.append([:]) }
  private func popScope() { scopes.removeLast() }

  override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { pushScope(); return .visitChildren }
  override func visitPost(_ node: CodeBlockSyntax) { popScope() }
  override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind { pushScope(); return .visitChildren }
  override func visitPost(_ node: IfExprSyntax) { popScope() }

  override func visit(_ node: WhileStmtSyntax) -> SyntaxVisitorContinueKind {
    pushScope()
    contexts.append(loopContext(node.body))
    return .visitChildren
  }

  override func visitPost(_ node: WhileStmtSyntax) {
    contexts.removeLast()
    popScope()
  }

  override func visit(_ node: RepeatStmtSyntax) -> SyntaxVisitorContinueKind {
    contexts.append(loopContext(node.body))
    return .visitChildren
  }

  override func visitPost(_ node: RepeatStmtSyntax) { contexts.removeLast() }

  /// A loop that sleeps less than a second between rounds writes as often as a timer (one that waits a
  /// second or more is a poll).
  private func loopContext(_ body: CodeBlockSyntax) -> Context {
    var loop = context
    if let interval = Interval.sleeps(in: body).compactMap(Interval.seconds(of:)).min(), interval < Interval.often {
      loop.write = .loop
      loop.dataNames = []
    }
    return loop
  }

  override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
    pushScope()
    if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
      declare(LocalBinding(name: name, type: nil, value: chain(node.sequence), isElement: true))
    }
    return .visitChildren
  }

  override func visitPost(_ node: ForStmtSyntax) { popScope() }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    var locals: [LocalBinding] = []
    for binding in node.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
      let annotated = binding.typeAnnotation.map { TypeRef($0.type.trimmedDescription) }
      let value = binding.initializer.flatMap { chain($0.value) }
      let constructed = binding.initializer.flatMap { SyntaxNames.constructedType($0.value) }.map(TypeRef.init)
      locals.append(LocalBinding(name: name, type: annotated ?? constructed, value: value))
    }
    pendingLocals[node.id] = locals
    return .visitChildren
  }

  override func visitPost(_ node: VariableDeclSyntax) {
    for local in pendingLocals.removeValue(forKey: node.id) ?? [] { declare(local) }
  }

  override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
    guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return .visitChildren }
    let annotated = node.typeAnnotation.map { TypeRef($0.type.trimmedDescription) }
    // `if let model` rebinds the outer `model`.
    let value = node.initializer.map { chain($0.value) } ?? chain(ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name))))
    pendingLocals[node.id] = [LocalBinding(name: name, type: annotated, value: value)]
    return .visitChildren
  }

  override func visitPost(_ node: OptionalBindingConditionSyntax) {
    for local in pendingLocals.removeValue(forKey: node.id) ?? [] { declare(local) }
  }

  // Local functions and types are not followed.
  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: KeyPathExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
    node.macroName.text == "Preview" ? .skipChildren : .visitChildren
  }

  // MARK: Closures

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    let role = ClosureRole.of(node, timerNames: timerNames)
    var inner = context
    if !role.evaluated {
      inner.evaluated = false
      inner.write = role.context ?? .other
      inner.watched = role.watched.flatMap { chain($0) }
      inner.dataNames = role.dataNames
      inner.bindingGetter = role.isBindingGetter
    }
    if let scope = role.scope { inner.scope = inner.scope.nesting(scope) }
    pushScope()
    let names = ClosureRole.parameterNames(node)
    if let data = role.rowData {
      let collection = chain(data)
      let bound = names.isEmpty ? ["$0"] : [names[0]]
      for name in bound { declare(LocalBinding(name: name, value: collection, isElement: true)) }
    } else if case .parameterClause(let clause)? = node.signature?.parameterClause {
      for parameter in clause.parameters {
        let name = ClosureRole.unprojected((parameter.secondName ?? parameter.firstName).text)
        declare(LocalBinding(name: name, type: parameter.type.map { TypeRef($0.trimmedDescription) }))
      }
    } else {
      // Parameters of unknown type hide outer names of the same spelling.
      for name in names { declare(LocalBinding(name: name)) }
    }
    contexts.append(inner)
    return .visitChildren
  }

  override func visitPost(_ node: ClosureExprSyntax) {
    contexts.removeLast()
    popScope()
  }

  // MARK: Writes

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    let elements = Array(node.elements)
    for index in elements.indices.dropFirst() where AssignmentTarget.isAssignmentOperator(elements[index]) {
      let value = index + 1 < elements.count ? elements[index + 1] : nil
      writeTargets[elements[index - 1].id] = value
      // `(a.x, a.y) = (1, 2)`: each element of the tuple is written, with the value in its place.
      if let tuple = elements[index - 1].as(TupleExprSyntax.self) {
        let values = value?.as(TupleExprSyntax.self).map { Array($0.elements) }
        for (position, element) in tuple.elements.enumerated() {
          writeTargets[element.expression.id] = .some(values.flatMap { $0.indices.contains(position) ? $0[position].expression : nil })
        }
      }
      // `+=` and its kind change the value each time, whatever they add.
      if !elements[index].is(AssignmentExprSyntax.self) { compoundTargets.insert(elements[index - 1].id) }
      if index + 1 < elements.count, Self.isConstruction(elements[index + 1]), let name = Self.ownProperty(elements[index - 1]) {
        summary.constructed.insert(name)
      }
    }
    return .visitChildren
  }

  override func visit(_ node: InOutExprSyntax) -> SyntaxVisitorContinueKind {
    writeTargets[node.expression.id] = .some(nil)
    return .visitChildren
  }

  /// `Type(…)`, `.init(…)`, `Type.init(…)`, `Module.Type(…)`: a new object.
  static func isConstruction(_ expression: ExprSyntax) -> Bool {
    guard let call = expression.as(FunctionCallExprSyntax.self) else { return false }
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init" { return true }
    return SyntaxNames.constructedType(expression) != nil && !(call.calledExpression.as(MemberAccessExprSyntax.self).map { member in
      member.declName.baseName.text.first?.isLowercase == true } ?? false)
  }

  /// `x` for `x` or `self.x`.
  private static func ownProperty(_ target: ExprSyntax) -> String? {
    if let reference = target.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    if let member = target.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" { return member.declName.baseName.text }
    return nil
  }


  // MARK: Chains

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    // The name after a dot (`items` in `cart.items`) is part of the member access, not a name of its own.
    if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id { return .skipChildren }
    return record(ExprSyntax(node))
  }
  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind { record(ExprSyntax(node)) }
  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind { record(ExprSyntax(node)) }
  override func visit(_ node: SubscriptCallExprSyntax) -> SyntaxVisitorContinueKind { record(ExprSyntax(node)) }

  /// Records the chain `node` ends, unless a longer chain continues it.
  private func record(_ node: ExprSyntax) -> SyntaxVisitorContinueKind {
    guard !Self.isContinued(node), let chain = chain(node) else { return .visitChildren }
    let context = context
    if let value = writeTargets[node.id] ?? writeTargets[node.parent?.id ?? node.id] {
      let compound = compoundTargets.contains(node.id) || compoundTargets.contains(node.parent?.id ?? node.id)
      summary.writes.append(ChainWrite(target: chain, context: context.write, line: line(node), watched: context.watched,
                                       carriesData: carries(value.map { Syntax($0) }, context, compound: compound)))
      return .visitChildren
    }
    if let last = chain.steps.last, case .call = last.kind, Self.mutatingMethods.contains(last.name), chain.steps.count >= 2 || chain.base != .implicit {
      var target = chain
      target.steps.removeLast()
      let arguments = node.as(FunctionCallExprSyntax.self).map { Syntax($0.arguments) }
      summary.writes.append(ChainWrite(target: target, context: context.write, line: line(node), watched: context.watched,
                                       carriesData: carries(arguments, context)))
    }
    if chain.steps.contains(where: \.projected), isSliderValue(node) {
      summary.writes.append(ChainWrite(target: chain, context: .gesture, line: line(node)))
    }
    guard !chain.steps.isEmpty else { return .visitChildren }
    if context.evaluated {
      summary.reads.append(ChainRead(chain: chain, scope: context.scope))
    } else if context.bindingGetter {
      summary.getterReads.append(ChainRead(chain: chain, scope: context.scope))
    }
    if !context.evaluated, chain.steps.contains(where: { if case .call = $0.kind { true } else { false } }) {
      let arguments = node.as(FunctionCallExprSyntax.self).map { Syntax($0.arguments) }
      summary.deferredCalls.append(DeferredCall(chain: chain, context: context.write, watched: context.watched,
                                                carriesData: carries(arguments, context)))
    }
    return .visitChildren
  }

  /// Whether a write of `value` (or a call with these arguments) can change the property each time: not a
  /// constant (`isEditing = false`, `setState(.done)`: the same value again, which Observation drops), and,
  /// in a callback with data, a value that mentions it.
  private func carries(_ value: Syntax?, _ context: Context, compound: Bool = false) -> Bool {
    if !compound, let value, Self.isConstant(value) { return false }
    guard !context.dataNames.isEmpty else { return true }
    guard let value else { return false }
    return value.tokens(viewMode: .sourceAccurate).contains { context.dataNames.contains($0.text) }
  }

  /// A literal, `nil`, an enum case (`.done`), or arguments that are all such.
  static func isConstant(_ value: Syntax) -> Bool {
    if let arguments = value.as(LabeledExprListSyntax.self) {
      return !arguments.isEmpty && arguments.allSatisfy { isConstant(Syntax($0.expression)) }
    }
    guard let expression = value.as(ExprSyntax.self) else { return false }
    if expression.is(BooleanLiteralExprSyntax.self) || expression.is(NilLiteralExprSyntax.self)
      || expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self) {
      return true
    }
    if let string = expression.as(StringLiteralExprSyntax.self) {
      return !string.segments.contains { $0.is(ExpressionSegmentSyntax.self) }
    }
    if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil { return true }
    if let prefix = expression.as(PrefixOperatorExprSyntax.self) { return isConstant(Syntax(prefix.expression)) }
    return false
  }

  /// `Slider(value: $model.volume)`: the binding is written on every step of the drag.
  private func isSliderValue(_ node: ExprSyntax) -> Bool {
    guard let argument = node.parent?.as(LabeledExprSyntax.self), argument.label?.text == "value",
          let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) else { return false }
    return ActionClosures.calledName(call) == "Slider"
  }

  /// Whether `node` is the base of a longer chain (`model` in `model.items`, `items` in `items.count`).
  static func isContinued(_ node: ExprSyntax) -> Bool {
    guard let parent = node.parent else { return false }
    if let member = parent.as(MemberAccessExprSyntax.self) { return member.base?.id == node.id }
    if let call = parent.as(FunctionCallExprSyntax.self) { return call.calledExpression.id == node.id }
    if let subscriptCall = parent.as(SubscriptCallExprSyntax.self) { return subscriptCall.calledExpression.id == node.id }
    if parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self)
      || parent.is(GenericSpecializationExprSyntax.self) {
      return isContinued(ExprSyntax(parent)!)
    }
    return false
  }

  /// The chain an expression is, when it is one: names, members, calls and subscripts from a name or `self`.
  func chain(_ expression: ExprSyntax) -> AccessChain? {
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      if reference.baseName.tokenKind == .keyword(.self) || reference.baseName.tokenKind == .keyword(.super) {
        return AccessChain(base: .selfValue, steps: [])
      }
      let text = reference.baseName.text
      if let index = lookup(text) { return AccessChain(base: .local(index), steps: []) }
      let projected = text.hasPrefix("$") && text.count > 1 && !(text.dropFirst().first?.isNumber ?? false)
      let name = projected ? String(text.dropFirst()) : text
      if projected, let index = lookup(name) { return AccessChain(base: .local(index), steps: []) }
      guard let first = name.first, first.isLetter || first == "_" else { return nil }
      return AccessChain(base: .implicit, steps: [.init(name: name, kind: .member, line: line(reference), projected: projected)])
    }
    if let member = expression.as(MemberAccessExprSyntax.self) {
      guard let base = member.base, var chain = chain(base) else { return nil }
      chain.steps.append(.init(name: member.declName.baseName.text, kind: .member, line: line(member.declName)))
      return chain
    }
    if let call = expression.as(FunctionCallExprSyntax.self) {
      guard var chain = chain(call.calledExpression), let last = chain.steps.popLast() else { return nil }
      let labels = call.arguments.map { $0.label?.text ?? "_" }
      chain.steps.append(.init(name: last.name, kind: .call(labels), line: last.line, projected: last.projected))
      return chain
    }
    if let subscriptCall = expression.as(SubscriptCallExprSyntax.self) {
      guard var chain = chain(subscriptCall.calledExpression) else { return nil }
      chain.steps.append(.init(name: "[]", kind: .subscriptElement, line: line(subscriptCall)))
      return chain
    }
    if let optional = expression.as(OptionalChainingExprSyntax.self) { return chain(optional.expression) }
    if let forced = expression.as(ForceUnwrapExprSyntax.self) { return chain(forced.expression) }
    if let generic = expression.as(GenericSpecializationExprSyntax.self) { return chain(generic.expression) }
    if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
       only.label == nil {
      return chain(only.expression)
    }
    return nil
  }
}
