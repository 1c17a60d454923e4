package import SwiftSyntax

/// Questions rules ask about declarations: is this a view, an observable class, what does a property hold.
package enum SyntaxQueries {
  package static let viewProtocols: Set<String> = ["View", "App", "Scene", "ViewModifier"]
  package static let ignoreAttributes: Set<String> = ["ObservationIgnored", "Untracked", "PerceptionIgnored"]

  /// A SwiftUI view: conforms to `View` (or `App`, `Scene`, `ViewModifier`), or declares `var body`.
  package static func isView(_ node: StructDeclSyntax) -> Bool {
    if !Set(SyntaxNames.inherited(node.inheritanceClause)).isDisjoint(with: viewProtocols) { return true }
    // A `body` in a struct whose conformance is declared elsewhere; not a reducer's `body`.
    return node.memberBlock.members.contains { member in
      guard let body = ComputedPropertyBody(member.decl), body.name == "body" else { return false }
      let type = body.declaration.bindings.first?.typeAnnotation?.type.trimmedDescription ?? ""
      return !type.contains("Reducer")
    }
  }

  /// A class carrying `@Observable`, `@Tracked`, `@Model` or `@Perceptible`.
  package static func isObservableClass(_ node: ClassDeclSyntax) -> Bool {
    !Set(SyntaxNames.attributeNames(node.attributes)).isDisjoint(with: TypeIndex.observableAttributes)
  }

  /// The ignore attribute that fits the class's macro (`@Untracked` for `@Tracked`).
  package static func ignoreAttribute(for node: ClassDeclSyntax) -> String {
    SyntaxNames.attributeNames(node.attributes).contains("Tracked") ? "Untracked" : "ObservationIgnored"
  }

  package static func isIgnored(_ property: StoredProperty) -> Bool {
    !Set(property.attributeNames).isDisjoint(with: ignoreAttributes)
  }

  /// The class or struct declaration around `node`.
  package static func enclosingType(_ node: some SyntaxProtocol) -> DeclSyntax? {
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
  package static func isExported(_ decl: some DeclSyntaxProtocol) -> Bool {
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
  package static func enclosingObservableClass(_ node: some SyntaxProtocol) -> ClassDeclSyntax? {
    guard let type = enclosingType(node)?.as(ClassDeclSyntax.self), isObservableClass(type) else { return nil }
    return type
  }

  /// Whether `node` lies in the `body` of a view (a struct's `var body`).
  package static func isInViewBody(_ node: some SyntaxProtocol) -> Bool {
    guard let binding = node.nearest(PatternBindingSyntax.self),
          binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body",
          let type = enclosingType(binding)?.as(StructDeclSyntax.self) else { return false }
    return isView(type)
  }

  /// Whether `node` is part of what a view's `body` renders: in the `body` of a view or view modifier (not
  /// of an `App` or `Scene`, whose body builds scenes), and outside the closures that run later — actions,
  /// gestures, `.task`, `.onAppear`, `.onChange`, presentation callbacks, `Task { }`.
  package static func isRenderedInViewBody(_ node: some SyntaxProtocol) -> Bool {
    guard let binding = node.nearest(PatternBindingSyntax.self),
          binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body",
          let type = enclosingType(binding)?.as(StructDeclSyntax.self), isView(type) else { return false }
    let inherited = Set(SyntaxNames.inherited(type.inheritanceClause))
    if !inherited.isDisjoint(with: ["App", "Scene"]) { return false }
    var current = node.parent
    while let scope = current, scope.id != binding.id {
      if let closure = scope.as(ClosureExprSyntax.self), isActionClosure(closure) { return false }
      current = scope.parent
    }
    return true
  }

  /// A closure that runs later rather than building the view (see ``ActionClosures``).
  package static func isActionClosure(_ closure: ClosureExprSyntax) -> Bool { ActionClosures.isAction(closure) }

  /// The stored properties of a member block.
  package static func properties(_ members: MemberBlockSyntax) -> [StoredProperty] {
    MemberDeclarations.all(in: members).compactMap(StoredProperty.init)
  }

  /// Whether a closure captures `self` weakly or unowned.
  package static func capturesSelfWeakly(_ closure: ClosureExprSyntax) -> Bool {
    guard let capture = closure.signature?.capture else { return false }
    return capture.items.contains { item in
      let specifier = item.specifier?.specifier.text
      return (specifier == "weak" || specifier == "unowned") && item.name.text == "self"
    }
  }

  /// Whether `node` mentions `self` outside nested closures that capture it weakly.
  package static func usesSelf(_ node: some SyntaxProtocol) -> Bool {
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
  package static func baseName(_ member: MemberAccessExprSyntax) -> String? {
    member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
  }

  /// The called name of a call: `sink` in `x.sink { }`, `Task` in `Task { }`.
  package static func calledName(_ call: FunctionCallExprSyntax) -> String? { ActionClosures.calledName(call) }

  /// The closures a call takes: trailing ones and closure arguments.
  package static func closures(of call: FunctionCallExprSyntax) -> [ClosureExprSyntax] {
    call.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
      + [call.trailingClosure].compactMap { $0 } + call.additionalTrailingClosures.map(\.closure)
  }
}

/// Every node of one kind under a node (source order).
package func syntaxNodes<Node: SyntaxProtocol>(_ type: Node.Type, in root: some SyntaxProtocol) -> [Node] {
  let collector = NodeCollector<Node>(viewMode: .sourceAccurate)
  collector.walk(root)
  return collector.found
}

private final class NodeCollector<Node: SyntaxProtocol>: SyntaxAnyVisitor {
  package var found: [Node] = []

  override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
    if let match = node.as(Node.self) { found.append(match) }
    return .visitChildren
  }
}
