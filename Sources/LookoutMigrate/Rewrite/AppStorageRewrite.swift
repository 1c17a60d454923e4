import LookoutSyntax
internal import SwiftSyntax

/// `@AppStorage("key") var name = 14` inside a model. A property wrapper can't be observed, so the value
/// moves to an ignored `_name` and `name` becomes a tracked computed property over it:
///
///     var fontSize: Int {
///         get { access(keyPath: \.fontSize); return _fontSize }
///         set { withMutation(keyPath: \.fontSize) { _fontSize = newValue } }
///     }
///     @ObservationIgnored @AppStorage("fontSize") private var _fontSize = 14
///
/// Writes through the model now update the views that read it (an `ObservableObject` never published them).
/// Only done when the type is known and nothing else is attached; otherwise the caller marks it ignored.
enum AppStorageRewrite {
  /// Rewrites the property; returns false when it can't be done safely.
  /// Whether `property` (of a model whose members are `members`) becomes a tracked computed property: the
  /// name when it does.
  static func convertible(_ property: StoredProperty, in members: MemberBlockSyntax) -> String? {
    let decl = property.decl
    guard property.attributeNames == ["AppStorage"], decl.bindings.count == 1, let binding = decl.bindings.first,
          binding.accessorBlock == nil, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
          declaredType(binding) != nil, !memberNames(of: members).contains("_" + name) else { return nil }
    return name
  }

  static func migrate(_ property: StoredProperty, in classDecl: ClassDeclSyntax, context: RewriteContext) -> Bool {
    let decl = property.decl
    guard let name = convertible(property, in: classDecl.memberBlock), let binding = decl.bindings.first,
          let type = declaredType(binding), let attribute = property.attribute(named: "AppStorage") else { return false }
    let start = decl.positionAfterSkippingLeadingTrivia.utf8Offset
    let indent = context.indentation(at: start)
    let unit = indentUnit(property: indent, type: context.indentation(at: classDecl.positionAfterSkippingLeadingTrivia.utf8Offset))
    let modifiers = decl.modifiers.map(\.trimmedDescription).joined(separator: " ")
    let initializer = binding.initializer.map { " " + $0.trimmedDescription } ?? ""
    let annotation = binding.typeAnnotation.map { $0.trimmedDescription } ?? ""
    let newline = context.newline
    let lines = [
      "\(modifiers.isEmpty ? "" : modifiers + " ")var \(name): \(type) {",
      "\(indent)\(unit)get { access(keyPath: \\.\(name)); return _\(name) }",
      "\(indent)\(unit)set { withMutation(keyPath: \\.\(name)) { _\(name) = newValue } }",
      "\(indent)}",
      "\(indent)@\(context.runtime.ignoreMacro) \(attribute.trimmedDescription) private var _\(name)\(annotation)\(initializer)",
    ]
    context.replace(RewriteContext.trimmedRange(decl), with: lines.joined(separator: newline),
                    "@AppStorage \(name) → tracked computed property")
    return true
  }

  /// The annotated type, or the type of a literal initializer.
  private static func declaredType(_ binding: PatternBindingSyntax) -> String? {
    if let type = binding.typeAnnotation?.type { return type.trimmedDescription }
    guard let value = binding.initializer?.value else { return nil }
    if value.is(IntegerLiteralExprSyntax.self) { return "Int" }
    if value.is(FloatLiteralExprSyntax.self) { return "Double" }
    if value.is(BooleanLiteralExprSyntax.self) { return "Bool" }
    if let string = value.as(StringLiteralExprSyntax.self), !string.segments.contains(where: { $0.is(ExpressionSegmentSyntax.self) }) {
      return "String"
    }
    return nil
  }

  private static func memberNames(of members: MemberBlockSyntax) -> Set<String> {
    Set(MemberDeclarations.all(in: members).compactMap(StoredProperty.init).flatMap(\.names))
  }

  /// One level of the file's indentation: what the property adds to its type's indentation.
  private static func indentUnit(property: String, type: String) -> String {
    guard property.hasPrefix(type), property.count > type.count else { return "    " }
    return String(property.dropFirst(type.count))
  }

  /// `settings.$flag`, in `members`, where `settings` is one of `holders` (name → the model it holds) and
  /// `flag` an `@AppStorage` property of that model that becomes computed: the binding then comes from the
  /// holder, `$settings.flag`.
  static func projectionUses(in members: MemberBlockSyntax, holders: [String: String], plan: MigrationPlan) -> [(holder: String, node: MemberAccessExprSyntax)] {
    guard !holders.isEmpty else { return [] }
    let finder = ProjectionFinder(holders: holders.mapValues { plan.convertedAppStorage(of: $0) }.filter { !$0.value.isEmpty })
    finder.walk(members)
    return finder.found
  }

  private final class ProjectionFinder: SyntaxVisitor {
    let holders: [String: Set<String>]
    var found: [(holder: String, node: MemberAccessExprSyntax)] = []

    init(holders: [String: Set<String>]) {
      self.holders = holders
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
      let name = node.declName.baseName.text
      guard !holders.isEmpty, name.hasPrefix("$"), let base = node.base?.as(DeclReferenceExprSyntax.self),
            let properties = holders[base.baseName.text], properties.contains(String(name.dropFirst())) else { return .visitChildren }
      found.append((base.baseName.text, node))
      return .visitChildren
    }

    // Nested types have their own properties.
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  }
}
