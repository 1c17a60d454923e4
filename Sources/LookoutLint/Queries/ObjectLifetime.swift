import LookoutSyntax
internal import SwiftSyntax

/// Which classes live as long as the app, from where the project creates them: a cycle through such an
/// object costs nothing, since it is never meant to go away.
///
/// A class lives as long as the app when it is an application delegate (the system creates one), or when
/// every place that creates it does so once: the initial value of a `static` or global constant or
/// variable (initialised once, lazily), or a stored property or the initializer of an `App` or of an
/// application delegate. A class the project never creates (a dependency container does, a framework does)
/// is not known to: it is not counted as app-lifetime.
enum ObjectLifetime {
  static let applicationDelegates: Set<String> = ["UIApplicationDelegate", "NSApplicationDelegate", "WKApplicationDelegate", "WKExtensionDelegate"]

  /// The classes of `names` that live as long as the app.
  static func appLifetime(_ names: Set<String>, project: LintProject) -> Set<String> {
    guard !names.isEmpty else { return [] }
    var once: Set<String> = []
    for declaration in project.index.declarations where names.contains(declaration.name) && (declaration.kind == .class || declaration.kind == .extension) {
      if !applicationDelegates.isDisjoint(with: declaration.inherited) { once.insert(declaration.name) }
    }
    var creations: [String: (once: Int, more: Int)] = [:]
    let unknown = names.subtracting(once)
    // Creations: `Model(…)`, `Model.init(…)`, `static let shared: Model = .init()`.
    for file in project.files.files(calling: unknown) {
      for (type, isOnce) in constructions(in: file, of: names) {
        var count = creations[type] ?? (0, 0)
        if isOnce { count.once += 1 } else { count.more += 1 }
        creations[type] = count
      }
    }
    for (type, count) in creations where count.more == 0 && count.once > 0 { once.insert(type) }
    return once
  }

  /// Each construction of one of `names` in a file (outside previews), and whether it happens once.
  static func constructions(in file: LintFile, of names: Set<String>) -> [(String, Bool)] {
    var found: [(String, Bool)] = []
    for call in file.nodes.calls where !file.isPreview(call) {
      guard let type = CallSites.calledTypeName(call), names.contains(type) else { continue }
      found.append((type, isOnce(call)))
    }
    // `static let shared: Settings = .init()`
    for variable in file.nodes.variables {
      for binding in variable.bindings {
        guard let type = SyntaxNames.name(of: binding.typeAnnotation?.type), names.contains(type),
              let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
              call.calledExpression.as(MemberAccessExprSyntax.self).map({ $0.base == nil && $0.declName.baseName.text == "init" }) == true,
              !file.isPreview(call) else { continue }
        found.append((type, isOnce(call)))
      }
    }
    return found
  }

  /// Whether code at `node` runs once per app: a static's or global's initial value, or the stored
  /// properties and initializer of an `App` or an application delegate.
  static func isOnce(_ node: some SyntaxProtocol) -> Bool {
    var current = node.parent
    while let scope = current {
      // `static let shared: Model = { … return Model() }()`: a closure called where it is written runs once
      // with what holds it.
      if let closure = scope.as(ClosureExprSyntax.self),
         closure.parent?.as(FunctionCallExprSyntax.self).map({ $0.calledExpression.id == closure.id }) != true {
        return false
      }
      if scope.is(FunctionDeclSyntax.self) || scope.is(AccessorBlockSyntax.self) { return false }
      if let variable = scope.as(VariableDeclSyntax.self) {
        if StoredProperty(variable).isStatic { return true }
        // A global: its declaration is a statement of the file.
        if variable.parent?.is(CodeBlockItemSyntax.self) == true, variable.parent?.parent?.parent?.is(SourceFileSyntax.self) == true { return true }
      }
      if let type = scope.as(StructDeclSyntax.self) {
        return SyntaxNames.inherited(type.inheritanceClause).contains("App")
      }
      if let type = scope.as(ClassDeclSyntax.self) {
        return !applicationDelegates.isDisjoint(with: SyntaxNames.inherited(type.inheritanceClause))
      }
      if scope.is(EnumDeclSyntax.self) || scope.is(ExtensionDeclSyntax.self) || scope.is(ActorDeclSyntax.self) { return false }
      current = scope.parent
    }
    return false
  }
}
