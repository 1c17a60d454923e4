import LookoutSyntax
import SwiftSyntax

/// How a closure runs, seen from the code around it: now (content the body builds), in a tracking scope of
/// its own (a `ForEach` row, a sheet's content), or later (an action, a timer's block, a progress callback).
struct ClosureRole {
  /// Runs while the code around it runs (its reads are that code's reads).
  var evaluated = true
  /// The scope it runs in, when it starts one.
  var scope: EvaluationScope?
  /// What makes it run, when it runs later.
  var context: WriteContext?
  /// An `.onChange(of:)` handler's watched value.
  var watched: ExprSyntax?
  /// A row's collection: its parameter is one element.
  var rowData: ExprSyntax?
  /// A callback's parameters (a gesture's value, a progress fraction): a write carrying them is as frequent
  /// as the callback; a write of something else (a flag set once) is not.
  var dataNames: Set<String> = []

  static let inherited = ClosureRole()

  /// Labels and calls whose closures report progress.
  static let progressNames: Set<String> = [
    "progress", "progressHandler", "onProgress", "progressBlock", "uploadProgress", "downloadProgress", "progressCallback",
  ]
  /// Calls whose closure runs on every step of a continuous gesture, hover or scroll.
  static let continuousCallbacks: Set<String> = [
    "onChanged", "updating", "onContinuousHover", "onScrollGeometryChange", "onGeometryChange", "onPreferenceChange",
    "onScrollOffsetChange",
  ]
  /// Calls whose closure runs from a repeating timer.
  static let timerCalls: Set<String> = ["scheduledTimer", "setEventHandler", "addPeriodicTimeObserver", "schedule"]
  /// Calls whose content closure makes one row per element.
  static let rowBuilders: Set<String> = ["ForEach", "List", "OutlineGroup"]
  /// Calls that run their closure at once (sequence operations and the like).
  static let immediateCalls: Set<String> = [
    "map", "compactMap", "flatMap", "filter", "reduce", "forEach", "sorted", "sort", "contains", "first", "last",
    "allSatisfy", "min", "max", "firstIndex", "lastIndex", "partition", "removeAll", "drop", "prefix", "count",
    "withExtendedLifetime", "assumeIsolated", "withLock", "sync", "performAndWait", "mapValues", "compactMapValues",
  ]
  /// Calls whose content is presented in a scope of its own.
  static let presentations: Set<String> = [
    "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "navigationDestination", "inspector",
  ]

  /// The role of `closure`; `timerNames` are the properties and locals of the file that hold timers' publishers,
  /// with their intervals (0 when not a literal).
  static func of(_ closure: ClosureExprSyntax, timerNames: [String: Double]) -> ClosureRole {
    var label: String?
    var call: FunctionCallExprSyntax?
    if let argument = closure.parent?.as(LabeledExprSyntax.self) {
      label = argument.label?.text
      call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
    } else if let trailing = closure.parent?.as(MultipleTrailingClosureElementSyntax.self) {
      label = trailing.label.text
      call = trailing.parent?.parent?.as(FunctionCallExprSyntax.self)
    } else if let owner = closure.parent?.as(FunctionCallExprSyntax.self), owner.trailingClosure?.id == closure.id {
      call = owner
    }
    let name = call.flatMap(ActionClosures.calledName)
    let parameters = Self.parameterNames(closure)
    let data = Set(parameters.isEmpty ? ["$0", "$1", "$2"] : parameters)

    if let label, progressNames.contains(label) { return ClosureRole(evaluated: false, context: .progress, dataNames: data) }
    if let name, progressNames.contains(name) { return ClosureRole(evaluated: false, context: .progress, dataNames: data) }
    if parameters.contains(where: { $0.lowercased().contains("progress") || $0.lowercased().contains("fraction") }) {
      return ClosureRole(evaluated: false, context: .progress, dataNames: data)
    }
    if let call, let name, let interval = timerInterval(call, name: name, timerNames: timerNames) {
      // A timer with a long interval (a minute's refresh) does not tick.
      return ClosureRole(evaluated: false, context: interval <= Interval.often ? .timer : .other)
    }
    if let name, continuousCallbacks.contains(name) || (label.map(continuousCallbacks.contains) ?? false) {
      return ClosureRole(evaluated: false, context: .gesture, dataNames: data)
    }
    if name == "onChange", let call {
      let watched = call.arguments.first { $0.label?.text == "of" }?.expression ?? call.arguments.first?.expression
      return ClosureRole(evaluated: false, context: .onChange, watched: watched)
    }
    // A closure given as a value (returned, stored, assigned) runs whenever its holder calls it, not now.
    if isValue(closure) { return ClosureRole(evaluated: false, context: .other) }
    // `Binding(get: { … }, set: { … })`: the setter runs when a control writes.
    if label == "set" { return ClosureRole(evaluated: false, context: .other) }
    if ActionClosures.isAction(closure) || awaits(closure) { return ClosureRole(evaluated: false, context: .other) }
    // `AsyncButton { … } label: { … }`, `SaveButton(node: node) { save() }`: a button of the project's own runs
    // its trailing closure when tapped (unless an `action:` argument is given, as `Button(action:) { label }`).
    if let call, let name, name.hasSuffix("Button"), call.trailingClosure?.id == closure.id,
       !call.arguments.contains(where: { $0.label?.text == "action" }) {
      return ClosureRole(evaluated: false, context: .other)
    }
    // A closure whose statements do things rather than describe views, given to a view of the project
    // (`FlowView(…) { model.finish() }`) or a modifier (`.refreshTick { model.tick() }`): an action run later.
    // (The standard library's sequence operations run their closures at once.)
    if let name, !rowBuilders.contains(name), !immediateCalls.contains(name), performsActions(closure) {
      return ClosureRole(evaluated: false, context: .other)
    }
    if let call, let name, rowBuilders.contains(name),
       let data = call.arguments.first(where: { $0.label == nil || $0.label?.text == "data" })?.expression,
       !data.is(ClosureExprSyntax.self) {
      return ClosureRole(scope: .row, rowData: data)
    }
    if let name, presentations.contains(name) { return ClosureRole(scope: .presentation) }
    return .inherited
  }

  /// Whether every statement of the closure does something (assigns, discards a result, calls a method of
  /// some object), none builds a view: a view builder cannot hold such statements.
  static func performsActions(_ closure: ClosureExprSyntax) -> Bool {
    performsActions(closure.statements)
  }

  /// Whether every statement does something rather than describe views; a `#if` block's branches are looked
  /// into (`VStack { #if os(macOS) … #else … #endif }` describes views).
  private static func performsActions(_ statements: CodeBlockItemListSyntax) -> Bool {
    guard !statements.isEmpty else { return false }
    return statements.allSatisfy { statement in
      switch statement.item {
      case .expr(let expression): return isAction(expression)
      case .stmt(let statement): return statement.is(GuardStmtSyntax.self) || statement.is(DeferStmtSyntax.self)
      case .decl(let declaration):
        guard let conditional = declaration.as(IfConfigDeclSyntax.self) else { return true }
        return conditional.clauses.allSatisfy { clause in
          guard case .statements(let inner)? = clause.elements else { return true }
          return performsActions(inner)
        }
      @unknown default: return false
      }
    }
  }

  private static func isAction(_ expression: ExprSyntax) -> Bool {
    if let tried = expression.as(TryExprSyntax.self) { return isAction(tried.expression) }
    if let awaited = expression.as(AwaitExprSyntax.self) { return isAction(awaited.expression) }
    if let sequence = expression.as(SequenceExprSyntax.self) {
      return sequence.elements.contains { $0.is(AssignmentExprSyntax.self) || ($0.as(BinaryOperatorExprSyntax.self)?.operator.text.hasSuffix("=") ?? false) && !["==", "!=", "<=", ">="].contains($0.as(BinaryOperatorExprSyntax.self)!.operator.text) }
    }
    if expression.is(InfixOperatorExprSyntax.self) { return true }
    guard let call = expression.as(FunctionCallExprSyntax.self),
          let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else { return false }
    var root = base
    while let inner = root.as(MemberAccessExprSyntax.self)?.base ?? root.as(OptionalChainingExprSyntax.self)?.expression { root = inner }
    guard let reference = root.as(DeclReferenceExprSyntax.self) else { return false }
    let name = reference.baseName.text
    return reference.baseName.tokenKind == .keyword(.self) || name.first?.isLowercase == true
  }

  /// `return { … }`, `let action = { … }`, `handler = { … }`, or the whole body of a getter or function that
  /// returns a function: the closure is a value, not code that runs here.
  static func isValue(_ closure: ClosureExprSyntax) -> Bool {
    guard let parent = closure.parent else { return false }
    if parent.is(ReturnStmtSyntax.self) || parent.is(InitializerClauseSyntax.self) { return true }
    if let sequence = parent.as(SequenceExprSyntax.self) {
      let elements = Array(sequence.elements)
      if let index = elements.firstIndex(where: { $0.id == closure.id }), index >= 2, elements[index - 1].is(AssignmentExprSyntax.self) {
        return true
      }
    }
    // `var action: () -> Void { { … } }`: the only statement of a body whose declared type is a function.
    guard let item = parent.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self), list.count == 1 else {
      return false
    }
    var current = list.parent
    while let node = current {
      if let function = node.as(FunctionDeclSyntax.self) {
        return function.signature.returnClause?.type.trimmedDescription.contains("->") ?? false
      }
      if let binding = node.as(PatternBindingSyntax.self) {
        return binding.typeAnnotation?.type.trimmedDescription.contains("->") ?? false
      }
      if node.is(ClosureExprSyntax.self) || node.is(MemberBlockSyntax.self) { return false }
      current = node.parent
    }
    return false
  }

  /// Whether the closure itself awaits: an async closure cannot be content a body builds; it runs later.
  static func awaits(_ closure: ClosureExprSyntax) -> Bool {
    closure.statements.tokens(viewMode: .sourceAccurate).contains { token in
      guard token.tokenKind == .keyword(.await) else { return false }
      var current = token.parent
      while let node = current {
        if let inner = node.as(ClosureExprSyntax.self) { return inner.id == closure.id }
        current = node.parent
      }
      return false
    }
  }

  /// For `Timer.scheduledTimer { }`, `Timer(timeInterval:repeats:block:)`, a dispatch timer's handler, and
  /// `.sink`/`.onReceive` on a timer's publisher: the timer's interval (0 when not a literal); nil for other calls.
  private static func timerInterval(_ call: FunctionCallExprSyntax, name: String, timerNames: [String: Double]) -> Double? {
    // A one-shot timer (`repeats: false`: a debounce, a delay) fires once: no ticking.
    if call.arguments.contains(where: { $0.label?.text == "repeats" && $0.expression.trimmedDescription == "false" }) { return nil }
    if timerCalls.contains(name) {
      guard name != "schedule" || call.calledExpression.trimmedDescription.lowercased().contains("timer") else { return nil }
      return Interval.seconds(of: call) ?? 0
    }
    if name == "Timer" || (name == "init" && call.calledExpression.trimmedDescription.hasPrefix("Timer")) {
      return Interval.seconds(of: call) ?? 0
    }
    if name == "sink" || name == "receive" {
      let publisher = call.calledExpression.trimmedDescription
      if publisher.contains("Timer.publish") || publisher.contains("autoconnect") { return 0 }
      return timerNames.first { publisher.hasPrefix($0.key + ".") || publisher.contains("." + $0.key + ".") }?.value
    }
    if name == "onReceive", let publisher = call.arguments.first?.expression.trimmedDescription {
      let last = publisher.split(separator: ".").last.map(String.init) ?? publisher
      if publisher.contains("Timer.publish") || publisher.contains("autoconnect") { return timerNames[last] ?? 0 }
      return timerNames[last]
    }
    return nil
  }

  /// `item` for `$item`.
  static func unprojected(_ name: String) -> String { name.hasPrefix("$") ? String(name.dropFirst()) : name }

  /// The names a closure's parameters bind (`item`, `$item` as `item`).
  static func parameterNames(_ closure: ClosureExprSyntax) -> [String] {
    guard let clause = closure.signature?.parameterClause else { return [] }
    switch clause {
    case .simpleInput(let names): return names.map { Self.unprojected($0.name.text) }
    case .parameterClause(let parameters):
      return parameters.parameters.map { Self.unprojected(($0.secondName ?? $0.firstName).text) }
    @unknown default: return []
    }
  }
}
