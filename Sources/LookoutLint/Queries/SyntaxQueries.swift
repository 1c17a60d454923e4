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
    // A function handed over as an action (`.onAppear(perform: Service.shared.refresh)`) is not read now.
    return !ClosureTiming.isPassedAsAction(node)
  }

  /// A closure that runs later rather than building the view, as the one table of closure timings says
  /// (``ClosureTiming``): actions, gestures' and lifecycle modifiers' callbacks, tasks, `Binding` closures,
  /// environment actions' handlers, closures kept as values.
  static func isActionClosure(_ closure: ClosureExprSyntax) -> Bool { ClosureTiming.of(closure) == .later }

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
  /// The called name of a call: `sink` in `x.sink { }`, `Task` in `Task { }`.
  static func calledName(_ call: FunctionCallExprSyntax) -> String? { ActionClosures.calledName(call) }

  /// The closures a call takes: trailing ones and closure arguments.
  static func closures(of call: FunctionCallExprSyntax) -> [ClosureExprSyntax] {
    call.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
      + [call.trailingClosure].compactMap { $0 } + call.additionalTrailingClosures.map(\.closure)
  }
}
