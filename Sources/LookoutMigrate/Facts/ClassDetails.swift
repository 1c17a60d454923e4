import LookoutSyntax
internal import SwiftSyntax

/// What the migration needs to know about a model class beyond its declaration, read from its parsed file.
struct ClassDetails: Sendable {
  /// Its stored instance `var`s (a subclass needs its own `@Observable` only when it has some).
  let storedVars: [String]
  /// Its `@Published` properties, by name.
  let published: [String: PublishedProperty]
  /// Its stored `Set<AnyCancellable>` (or `[AnyCancellable]`) properties.
  let cancellableSets: [String]
  /// Calls in `init` that do work (network, disk, decoding, notifications, timers).
  let initWork: [String]
  /// `@AppStorage` properties that become tracked computed properties (their `$name` goes with them).
  var appStorage: [String] = []
  /// What its computed properties and value-returning methods read through its stored properties.
  var untrackedReads: [String: [UntrackedRead]] = [:]

  struct PublishedProperty: Sendable {
    /// The type as written (`[Item]`, `User?`), or as a literal or a call of an initializer shows it
    /// (`= ""`, `= Filter()`); nil otherwise.
    let type: String?
    /// Declared alone (`@Published var a = 1`, not `var a = 1, b = 2`): an observer can be added to it.
    let isAlone: Bool
  }

  /// `types`, when given, expands aliases in annotations.
  init(_ node: ClassDeclSyntax, types: ProjectTypes? = nil) {
    let properties = MemberDeclarations.all(in: node.memberBlock).compactMap(StoredProperty.init).filter(\.isStoredInstanceVar)
    storedVars = properties.flatMap(\.names)
    var published: [String: PublishedProperty] = [:]
    for property in properties where property.attribute(named: "Published") != nil {
      for binding in property.decl.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
        let type = binding.typeAnnotation?.type.trimmedDescription ?? binding.initializer.flatMap { Self.evidentType(of: $0.value) }
        published[name] = PublishedProperty(type: type, isAlone: property.decl.bindings.count == 1)
      }
    }
    self.published = published
    cancellableSets = properties.filter { property in
      guard property.names.count == 1, let binding = property.decl.bindings.first else { return false }
      // The annotation, or what the initial value calls (`Set<AnyCancellable>()`): never a whole closure's text.
      // An alias (`typealias Bag = Set<AnyCancellable>`) stands for what it names.
      let raw = binding.typeAnnotation?.type.trimmedDescription
        ?? binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription ?? ""
      let written = types?.expandingAlias(raw) ?? raw.filter { !$0.isWhitespace }
      return written.hasPrefix("Set<AnyCancellable>") || written.hasPrefix("[AnyCancellable]")
    }.flatMap(\.names)
    initWork = InitWork.calls(in: node.memberBlock)
    appStorage = properties.compactMap { AppStorageRewrite.convertible($0, in: node.memberBlock) }
    untrackedReads = UntrackedReads.of(node)
  }

  /// The type an initial value has beyond doubt: a literal's default type, or `Name()` (an initializer call).
  static func evidentType(of value: ExprSyntax) -> String? {
    if value.is(StringLiteralExprSyntax.self) { return "String" }
    if value.is(BooleanLiteralExprSyntax.self) { return "Bool" }
    if value.is(IntegerLiteralExprSyntax.self) { return "Int" }
    if value.is(FloatLiteralExprSyntax.self) { return "Double" }
    guard let call = value.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
          let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
          callee.argumentNames == nil, TypeResolution.looksLikeTypeName(String(callee.baseName.text)) else { return nil }
    return callee.baseName.text
  }

  /// Classes of the same name (nested in different types, or in different modules) are known together.
  func merged(with other: ClassDetails) -> ClassDetails {
    var merged = ClassDetails(storedVars: storedVars + other.storedVars.filter { !storedVars.contains($0) },
                              published: published.merging(other.published) { first, _ in first },
                              cancellableSets: cancellableSets + other.cancellableSets.filter { !cancellableSets.contains($0) },
                              initWork: initWork + other.initWork.filter { !initWork.contains($0) })
    merged.appStorage = appStorage + other.appStorage.filter { !appStorage.contains($0) }
    merged.untrackedReads = untrackedReads.merging(other.untrackedReads) { first, _ in first }
    return merged
  }

  private init(storedVars: [String], published: [String: PublishedProperty], cancellableSets: [String], initWork: [String]) {
    self.storedVars = storedVars
    self.published = published
    self.cancellableSets = cancellableSets
    self.initWork = initWork
  }

  /// The details of every class in a tree, by name.
  static func all(in tree: SourceFileSyntax, types: ProjectTypes? = nil) -> [String: ClassDetails] {
    let finder = ClassFinder(types: types)
    finder.walk(tree)
    return finder.details
  }

  private final class ClassFinder: SyntaxVisitor {
    let types: ProjectTypes?
    var details: [String: ClassDetails] = [:]
    init(types: ProjectTypes?) {
      self.types = types
      super.init(viewMode: .sourceAccurate)
    }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
      let found = ClassDetails(node, types: types)
      details[node.name.text] = details[node.name.text].map { $0.merged(with: found) } ?? found
      return .visitChildren
    }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  }
}
