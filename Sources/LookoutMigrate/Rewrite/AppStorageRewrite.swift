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
/// Writes through the model update the views that read it, as the `ObservableObject`'s `@AppStorage` did. Its
/// `willSet`/`didSet` stay on the storage, where they run for the same writes. Done only when the type is
/// known and nothing else is attached; otherwise the model stays `ObservableObject` (`blocker`): marking the
/// wrapper ignored would leave views that read it without updates.
enum AppStorageRewrite {
  /// Why an `@AppStorage` property cannot become a tracked computed property, and what would let it.
  struct Blocker {
    let reason: String
    let fix: String
  }

  /// Whether `property` (of a model whose members are `members`) becomes a tracked computed property: the
  /// name when it does.
  static func convertible(_ property: StoredProperty, in members: MemberBlockSyntax) -> String? {
    guard blocker(property, in: members) == nil else { return nil }
    return property.decl.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
  }

  /// What keeps an `@AppStorage` property from becoming a tracked computed property; nil when nothing does.
  static func blocker(_ property: StoredProperty, in members: MemberBlockSyntax) -> Blocker? {
    let decl = property.decl
    let names = property.names.joined(separator: ", ")
    guard property.attributeNames == ["AppStorage"], decl.bindings.count == 1, let binding = decl.bindings.first,
          let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
      return Blocker(reason: "@AppStorage \(names) is declared with other attributes or beside other variables",
                     fix: "declare it alone, with @AppStorage its only attribute")
    }
    guard declaredType(binding) != nil else {
      // `= SortType.date` names the type it most likely has; the tool does not assume it (a static member
      // may be of another type).
      let base = binding.initializer?.value.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
      let named = base.flatMap { TypeResolution.looksLikeTypeName($0) ? $0 : nil }
      return Blocker(reason: "the type of @AppStorage \(name) cannot be read from its source",
                     fix: "give `\(name)` an explicit type (`var \(name): \(named ?? "SomeType") = …`\(named == nil ? "" : " if that is its type"))")
    }
    if let accessors = binding.accessorBlock {
      guard observersOnly(accessors) else {
        return Blocker(reason: "@AppStorage \(name) has accessors that are not willSet/didSet",
                       fix: "keep only willSet/didSet on it")
      }
      if writes(name, in: accessors) {
        return Blocker(reason: "the willSet/didSet of @AppStorage \(name) changes `\(name)` itself, which through a tracked property would run them again",
                       fix: "move that change out of the observer (into the code that writes `\(name)`)")
      }
    }
    if memberNames(of: members).contains("_" + name) {
      return Blocker(reason: "@AppStorage \(name) needs storage named `_\(name)`, and the model has a member of that name",
                     fix: "rename the existing `_\(name)`")
    }
    return nil
  }

  /// `{ willSet { … } didSet { … } }`: observers only, no getter or setter.
  private static func observersOnly(_ accessors: AccessorBlockSyntax) -> Bool {
    guard case .accessors(let list) = accessors.accessors else { return false }
    return list.allSatisfy { ["willSet", "didSet"].contains($0.accessorSpecifier.text) }
  }

  /// Whether `accessors` may change `name`: assigns to it (`name = …`, `self.name += …`), passes it `inout`,
  /// or calls a method on it (which may be `mutating`).
  private static func writes(_ name: String, in accessors: AccessorBlockSyntax) -> Bool {
    accessors.tokens(viewMode: .sourceAccurate).contains { token in
      guard token.tokenKind == .identifier(name), let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return false }
      var use = ExprSyntax(reference)
      if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName == reference,
         member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
        use = ExprSyntax(member)
      }
      if use.parent?.is(InOutExprSyntax.self) == true { return true }
      if let sequence = use.parent?.parent?.as(SequenceExprSyntax.self), sequence.elements.first?.id == use.id,
         let assignment = sequence.elements.dropFirst().first, AssignmentTarget.isAssignmentOperator(assignment) {
        return true
      }
      if let member = use.parent?.as(MemberAccessExprSyntax.self), member.base?.id == use.id,
         member.parent?.is(FunctionCallExprSyntax.self) == true {
        return true
      }
      return false
    }
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
    // Observers stay on the storage: they run for the same writes, through the tracked setter.
    let observers = binding.accessorBlock.map { " " + $0.trimmedDescription } ?? ""
    let annotation = binding.typeAnnotation.map { $0.trimmedDescription } ?? ""
    let newline = context.newline
    let lines = [
      "\(modifiers.isEmpty ? "" : modifiers + " ")var \(name): \(type) {",
      "\(indent)\(unit)get { access(keyPath: \\.\(name)); return _\(name) }",
      "\(indent)\(unit)set { withMutation(keyPath: \\.\(name)) { _\(name) = newValue } }",
      "\(indent)}",
      "\(indent)@\(context.runtime.ignoreMacro) \(attribute.trimmedDescription) private var _\(name)\(annotation)\(initializer)\(observers)",
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
