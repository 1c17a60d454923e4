import LookoutSyntax
internal import SwiftSyntax

/// The stored properties whose changes a model announces by hand with `objectWillChange.send()`: the
/// property whose `willSet`/`didSet` sends, and what a method that sends writes. They are state, so they
/// stay tracked whatever their names suggest. Read from every model file (class bodies and extensions)
/// before the plan, since a send in an extension may announce a property declared in another file.
enum AnnouncedState {
  /// Candidate property names, by type, from a file's own sends: to be intersected with the type's stored
  /// properties.
  static func collect(from sends: [FunctionCallExprSyntax]) -> [String: Set<String>] {
    var announced: [String: Set<String>] = [:]
    for send in sends {
      guard let type = TypeResolution.enclosingTypeName(Syntax(send)) else { continue }
      if let accessor = send.nearest(AccessorDeclSyntax.self),
         [.keyword(.willSet), .keyword(.didSet)].contains(accessor.accessorSpecifier.tokenKind),
         let name = accessor.nearest(PatternBindingSyntax.self)?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
        announced[type, default: []].insert(name)
      } else if let scope = scope(of: send) {
        announced[type, default: []].formUnion(AssignmentTarget.names(in: scope))
        // `objectWillChange.send(); repository?.add(x)`: the property the change goes through.
        if let statement = send.nearest(CodeBlockItemSyntax.self) {
          let roots = Set(MutationRoot.neighbours(of: statement).map(MutationRoot.of))
          if roots.count == 1, let root = roots.first ?? nil { announced[type, default: []].insert(root) }
        }
      }
    }
    return announced
  }

  /// What a send announces: the writes of the innermost closure, function or initializer around it (a send
  /// in a subscription's closure says nothing of the method that subscribes).
  static func scope(of send: FunctionCallExprSyntax) -> Syntax? {
    var current = send.parent
    while let node = current {
      if let closure = node.as(ClosureExprSyntax.self) { return Syntax(closure.statements) }
      if let function = node.as(FunctionDeclSyntax.self) { return function.body.map(Syntax.init) }
      if let initializer = node.as(InitializerDeclSyntax.self) { return initializer.body.map(Syntax.init) }
      if node.is(MemberBlockSyntax.self) { return nil }
      current = node.parent
    }
    return nil
  }
}
