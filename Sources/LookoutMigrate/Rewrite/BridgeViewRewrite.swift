import LookoutSyntax
internal import SwiftSyntax

/// `--runtime lookout` below iOS 17 / macOS 14: views observe the `@Tracked` models through LookoutSwiftUI.
/// `@StateObject` → `@TrackedState`, `@ObservedObject` → a plain property (`@TrackedBindable` where the view
/// makes `$model.x` bindings), `@EnvironmentObject` → `@TrackedEnvironment(T.self)`, `.environmentObject(x)`
/// → `.trackedEnvironment(x)`, and the `body` of every view holding a model is wrapped in `WithTracking { }`,
/// which is what makes it update before iOS 17.
enum BridgeViewRewrite {
  /// Rewrites one legacy wrapper of a view for the bridge.
  static func migrate(
    _ property: StoredProperty, attribute: AttributeSyntax, wrapper: String, name: String, model: String,
    usage: ProjectionUsage, in context: RewriteContext
  ) {
    context.needsBridgeImport = true
    switch wrapper {
    case "StateObject":
      // Made once per view identity, lazily, as @StateObject: no init work to report.
      context.replace(attribute.attributeName, with: "TrackedState", "@StateObject → @TrackedState")
    case "ObservedObject":
      let value = property.decl.bindings.first?.initializer?.value
      if usage.bindings.contains(name) {
        context.replace(attribute.attributeName, with: "TrackedBindable", "@ObservedObject → @TrackedBindable")
      } else if let value, SyntaxNames.isSharedInstance(value) {
        context.remove(attribute, "@ObservedObject on a shared instance → plain property")
      } else if value != nil {
        context.replace(attribute.attributeName, with: "TrackedState", "@ObservedObject with a value → @TrackedState")
        // The App is made once: it owned the object all along, and nothing changes for it.
        if !SyntaxNames.isInApp(property.decl) {
          context.report(property.decl, "@ObservedObject \(name) creates its object: the object was re-created with the view; it is now @TrackedState (made once per view identity)",
                         suggestion: "check that this view should own \(model); otherwise pass it in from the parent")
        }
      } else {
        context.remove(attribute, "@ObservedObject → plain property")
        if !usage.assignedOutsideInit.contains(name) {
          context.replace(property.decl.bindingSpecifier, with: "let", "var → let")
        }
      }
    default:
      guard let annotation = property.decl.bindings.first?.typeAnnotation else { return }
      let type = SyntaxNames.unwrapped(annotation.type).trimmedDescription
      // `$settings.theme` keeps working: the wrapper projects bindings, so no local is needed in `body`.
      context.replace(attribute, with: "@TrackedEnvironment(\(type).self)", "@EnvironmentObject → @TrackedEnvironment")
    }
  }

  /// The names of the properties of `members` that hold a migrated model without a wrapper.
  static func plainHolders(_ members: MemberBlockSyntax, in context: RewriteContext) -> Set<String> {
    Set(MemberDeclarations.all(in: members).compactMap { decl -> [String]? in
      guard let property = StoredProperty(decl), !property.isStatic, property.propertyWrapperNames.isEmpty,
            let type = property.typeName, context.isObservedByViews(type) else { return nil }
      return property.names
    }.flatMap { $0 })
  }

  /// Whether `members` (a view's) hold a migrated model without a wrapper: `let model: Model`.
  static func holdsPlainModel(_ members: MemberBlockSyntax, in context: RewriteContext) -> String? {
    for decl in MemberDeclarations.all(in: members) {
      guard let property = StoredProperty(decl), !property.isStatic, property.propertyWrapperNames.isEmpty,
            let type = property.typeName, context.isObservedByViews(type) else { continue }
      return type
    }
    return nil
  }

  /// Wraps the view's `body` (or a view modifier's `body(content:)`) in `WithTracking { }` once the file's
  /// other edits are known; nothing when it already is. Throws why it cannot.
  static func wrapBody(of members: MemberBlockSyntax, in context: RewriteContext) throws(TrackingViewWrap.Unwrappable) {
    guard let wrap = try TrackingViewWrap.plan(forBodyIn: members) else { return }
    context.needsBridgeImport = true
    context.bodyWraps.append(wrap)
  }

  /// Wraps the content of each closure in the body that SwiftUI calls later (a `ForEach`'s rows, a sheet's
  /// content) and that reads a model the view holds (`holders`, by property name): the body's tracking view
  /// does not see those reads.
  static func wrapLazyContent(of members: MemberBlockSyntax, holders: Set<String>, in context: RewriteContext) {
    guard !holders.isEmpty, let body = bodyDeclaration(in: members) else { return }
    let finder = HolderReads(holders: holders)
    finder.walk(body)
    var wrapped = Set<SyntaxIdentifier>()
    for read in finder.reads {
      guard !isInAction(read, within: body), let closure = TrackingViewScope.lazyClosure(around: read, within: body),
            wrapped.insert(closure.id).inserted, let wrap = try? TrackingViewWrap.plan(forContentOf: closure) else { continue }
      context.bodyWraps.append(wrap)
    }
  }

  private static func bodyDeclaration(in members: MemberBlockSyntax) -> Syntax? {
    for member in members.members {
      if let variable = member.decl.as(VariableDeclSyntax.self),
         variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body" { return Syntax(variable) }
      if let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == "body" { return Syntax(function) }
    }
    return nil
  }

  private static func isInAction(_ node: some SyntaxProtocol, within root: Syntax) -> Bool {
    var current = node.parent
    while let scope = current, scope.id != root.id {
      if let closure = scope.as(ClosureExprSyntax.self), ClosureTiming.of(closure) == .later { return true }
      current = scope.parent
    }
    return false
  }

  /// `model.property` (or `self.model.property`) reads of the named holders.
  private final class HolderReads: SyntaxVisitor {
    let holders: Set<String>
    var reads: [MemberAccessExprSyntax] = []

    init(holders: Set<String>) {
      self.holders = holders
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
      if let base = SyntaxNames.ownPropertyName(node.base), holders.contains(base) { reads.append(node) }
      return .visitChildren
    }
  }
}
