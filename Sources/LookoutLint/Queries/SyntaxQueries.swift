import LookoutSyntax
internal import SwiftSyntax

/// Questions rules ask about code: where a node is (in what a view's body renders, in which type), what a
/// call is, what a closure captures.
enum SyntaxQueries {
  /// The class or struct declaration around `node`.
  static func enclosingType(_ node: some SyntaxProtocol) -> DeclSyntax? {
    var current = node.parent
    while let scope = current {
      if scope.is(ClassDeclSyntax.self) || scope.is(StructDeclSyntax.self) || scope.is(ActorDeclSyntax.self)
        || scope.is(EnumDeclSyntax.self) || scope.is(ExtensionDeclSyntax.self) {
        return scope.as(DeclSyntax.self)
      }
      current = scope.parent
    }
    return nil
  }

  /// Whether a declaration is visible outside its module: `public` or `open`, and so is every type around it
  /// (an extension counts as exported; its members' own modifiers decide).
  static func isExported(_ decl: some DeclSyntaxProtocol) -> Bool {
    func exported(_ modifiers: DeclModifierListSyntax) -> Bool {
      modifiers.contains { [.keyword(.public), .keyword(.open)].contains($0.name.tokenKind) }
    }
    guard let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers, exported(modifiers) else { return false }
    var current = decl.parent
    while let scope = current {
      if !scope.is(ExtensionDeclSyntax.self), let type = scope.asProtocol(DeclGroupSyntax.self), !exported(type.modifiers) {
        return false
      }
      current = scope.parent
    }
    return true
  }

  /// The enclosing class, when it is observable.
  static func enclosingObservableClass(_ node: some SyntaxProtocol) -> ClassDeclSyntax? {
    guard let type = enclosingType(node)?.as(ClassDeclSyntax.self), ObservationAttributes.isObservable(type) else { return nil }
    return type
  }

  /// Whether `node` lies in the `body` of a view (a struct's `var body`).
  static func isInViewBody(_ node: some SyntaxProtocol) -> Bool {
    guard let binding = node.nearest(PatternBindingSyntax.self),
          binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body",
          let type = enclosingType(binding)?.as(StructDeclSyntax.self) else { return false }
    return ViewDeclaration.isView(type)
  }

  /// Whether `node` is part of what a view's `body` renders: in the `body` of a view or view modifier (not
  /// of an `App` or `Scene`, whose body builds scenes), and outside the closures that run later — actions,
  /// gestures, `.task`, `.onAppear`, `.onChange`, presentation callbacks, `Task { }`.
  static func isRenderedInViewBody(_ node: some SyntaxProtocol) -> Bool {
    guard let binding = node.nearest(PatternBindingSyntax.self),
          binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body",
          let type = enclosingType(binding)?.as(StructDeclSyntax.self), ViewDeclaration.isView(type) else { return false }
    let inherited = Set(SyntaxNames.inherited(type.inheritanceClause))
    if !inherited.isDisjoint(with: ["App", "Scene"]) { return false }
    var current = node.parent
    while let scope = current, scope.id != binding.id {
      if let closure = scope.as(ClosureExprSyntax.self), isActionClosure(closure) { return false }
      current = scope.parent
    }
    return true
  }

  /// Labels of arguments that take code to run later, not content.
  static let actionLabels: Set<String> = [
    "action", "perform", "onDismiss", "onCompletion", "onEnded", "onChanged", "completion", "completionHandler",
    "handler", "onCommit", "onEditingChanged", "primaryAction", "onTap",
  ]
  /// Calls whose trailing closure runs later (besides the `on…` modifiers).
  static let actionCalls: Set<String> = [
    "Task", "withAnimation", "withTransaction", "async", "asyncAfter", "sync", "task", "refreshable", "detached",
    "dropDestination", "fileImporter", "fileExporter", "fileMover", "sink", "perform", "run", "contextAction",
  ]

  /// `action:`, `onSubmit:`, `makeModel:`, `createVM:`: a label of code that runs later or builds a value.
  static func isActionLabel(_ label: String) -> Bool {
    if actionLabels.contains(label) { return true }
    return ["on", "make", "create"].contains { prefix in
      label.hasPrefix(prefix) && label.dropFirst(prefix.count).first?.isUppercase == true
    }
  }

  /// A closure that runs later rather than building the view: an action, a gesture's or a lifecycle
  /// modifier's callback, a task.
  static func isActionClosure(_ closure: ClosureExprSyntax) -> Bool {
    if let argument = closure.parent?.as(LabeledExprSyntax.self) {
      return argument.label.map { isActionLabel($0.text) } ?? false
    }
    if let trailing = closure.parent?.as(MultipleTrailingClosureElementSyntax.self) {
      return isActionLabel(trailing.label.text)
    }
    guard let call = closure.parent?.as(FunctionCallExprSyntax.self), call.trailingClosure?.id == closure.id,
          let name = calledName(call) else { return false }
    if name == "Button" {
      // `Button("Save") { save() }`, `Button { save() } label: { … }`; not `Button(action: save) { label }`.
      return !call.arguments.contains { $0.label?.text == "action" }
    }
    if actionCalls.contains(name) { return true }
    if name.hasPrefix("on") && name.count > 2 && name.dropFirst(2).first?.isUppercase == true { return true }
    // A type's initializer (`VStack { }`, `Section { }`) takes content; of the methods, only SwiftUI's content
    // modifiers and the functions that call their closure at once run it with the body. Any other method's
    // closure (`.destructive(Text("Reset")) { reset() }`, a custom callback) is taken to run later.
    if name.first?.isUppercase == true { return false }
    return !contentModifiers.contains(name) && !immediateCalls.contains(name)
  }

  /// SwiftUI modifiers whose trailing closure builds views, evaluated with the body.
  static let contentModifiers: Set<String> = [
    "overlay", "background", "mask", "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "toolbar",
    "contextMenu", "swipeActions", "safeAreaInset", "navigationDestination", "searchSuggestions", "inspector", "tabItem",
    "presentationBackground", "containerBackground", "accessibilityRepresentation", "accessibilityActions", "draggable",
    "visualEffect", "scrollTransition", "transformEnvironment", "labelsVisibility", "popoverTip", "dialogSuppressionToggle",
  ]
  /// Functions that call their closure right away (during the body that calls them).
  static let immediateCalls: Set<String> = [
    "map", "flatMap", "compactMap", "filter", "sorted", "reduce", "contains", "first", "last", "allSatisfy", "min", "max",
    "forEach", "firstIndex", "lastIndex", "prefix", "drop", "partition", "split", "count", "sum",
  ]

  /// Whether a closure captures `self` weakly or unowned.
  static func capturesSelfWeakly(_ closure: ClosureExprSyntax) -> Bool {
    guard let capture = closure.signature?.capture else { return false }
    return capture.items.contains { item in
      let specifier = item.specifier?.specifier.text
      return (specifier == "weak" || specifier == "unowned") && item.name.text == "self"
    }
  }

  /// Whether `node` mentions `self` outside nested closures that capture it weakly.
  static func usesSelf(_ node: some SyntaxProtocol) -> Bool {
    node.tokens(viewMode: .sourceAccurate).contains { token in
      guard token.tokenKind == .keyword(.self) else { return false }
      var current = token.parent
      while let scope = current, scope.id != node.id {
        if let closure = scope.as(ClosureExprSyntax.self), capturesSelfWeakly(closure) { return false }
        current = scope.parent
      }
      return true
    }
  }

  /// The name of a member access's base when it is a plain identifier (`model` in `model.items`).
  static func baseName(_ member: MemberAccessExprSyntax) -> String? {
    member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
  }

  /// The called name of a call: `sink` in `x.sink { }`, `Task` in `Task { }`.
  static func calledName(_ call: FunctionCallExprSyntax) -> String? {
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
    return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
  }

  /// The closures a call takes: trailing ones and closure arguments.
  static func closures(of call: FunctionCallExprSyntax) -> [ClosureExprSyntax] {
    call.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
      + [call.trailingClosure].compactMap { $0 } + call.additionalTrailingClosures.map(\.closure)
  }
}
