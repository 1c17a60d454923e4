package import SwiftSyntax

/// What one file declares that matters to other files: types with what they inherit, protocols and type
/// aliases. Read by `DeclarationScan` without parsing.
package struct FileFacts: Sendable {
  package struct TypeFact: Sendable {
    package enum Kind: Sendable { case `class`, `struct`, `protocol`, `extension`, `actor`, `enum` }
    package let kind: Kind
    package let name: String
    package let inherited: [String]
    /// Attribute names written before the declaration (`Observable`, `MainActor`, `Tracked`).
    package let attributes: [String]
    package let file: String
    package let line: Int
    /// Declared `public` or `open`.
    package var isPublic = false
  }

  package var path = ""
  package var types: [TypeFact] = []
  /// `@_exported import Module`: modules every file of the module sees.
  package var exportedImports: [String] = []
  /// `typealias Name = A & B`: the names on the right.
  package var typealiases: [String: [String]] = [:]
  /// How `@Environment(Model.self)` readers are written: `var model: Model` or `var model`.
  package var environmentReaders = StyleCount()
  /// `$name` in each type's (or extension's) body: how the type uses its properties' projections.
  package var projections: [String: [String: Projection]] = [:]
  /// `other.$name` anywhere (not `self.$name`): another object's `@Published` publisher, by property name.
  package var memberPublishers: [String: PublisherUse] = [:]
  /// Lines where a type reads its own `objectWillChange` for something other than `.send()`, by type.
  package var ownObjectWillChangeUses: [String: [Int]] = [:]
  /// The declared (or constructed) type of each type's properties, by property name.
  package var memberTypes: [String: [String: String]] = [:]
  /// The properties that legacy wrappers hold, in types' bodies.
  package var wrappedProperties: [WrappedProperty] = []

  /// How a type uses `$name`.
  package struct Projection: OptionSet, Sendable {
    package let rawValue: UInt8
    package init(rawValue: UInt8) { self.rawValue = rawValue }
    /// `$model.field`: a binding to a property of the object.
    package static let binding = Projection(rawValue: 1)
    /// `$model` alone: the wrapper's projection passed on or used whole.
    package static let whole = Projection(rawValue: 2)
  }

  /// How a file uses `other.$name` publishers.
  package struct PublisherUse: OptionSet, Sendable {
    package let rawValue: UInt8
    package init(rawValue: UInt8) { self.rawValue = rawValue }
    /// `.onReceive(model.$name)`, directly: it may become `.onChange`.
    package static let onReceiveArgument = PublisherUse(rawValue: 1)
    /// Anything else: a pipeline, `.values`, an argument.
    package static let other = PublisherUse(rawValue: 2)
    /// `&model.$name`: passed `inout`, as to `assign(to:)`.
    package static let `inout` = PublisherUse(rawValue: 4)
  }

  /// `@EnvironmentObject var settings: Settings` in `SettingsView`.
  package struct WrappedProperty: Sendable {
    package let owner: String
    package let wrapper: String
    package let name: String
    /// The wrapped type's name, when annotated.
    package let model: String?
    /// The annotation as written (`AuthView.Config`, `Store<Item>`), when it is on the declaration's line.
    package let writtenType: String?
  }

  /// How often a file writes something one way or the other.
  package struct StyleCount: Sendable {
    package var annotated = 0
    package var bare = 0
  }
}

/// What the migration needs to know about a model class beyond its declaration, read from its parsed file.
package struct ClassDetails: Sendable {
  /// Its stored instance `var`s (a subclass needs its own `@Observable` only when it has some).
  package let storedVars: [String]
  /// Its `@Published` properties, by name.
  package let published: [String: PublishedProperty]
  /// Its stored `Set<AnyCancellable>` (or `[AnyCancellable]`) properties.
  package let cancellableSets: [String]
  /// Calls in `init` that do work (network, disk, decoding, notifications, timers).
  package let initWork: [String]

  package struct PublishedProperty: Sendable {
    /// The type as written (`[Item]`, `User?`), or as a literal or a call of an initializer shows it
    /// (`= ""`, `= Filter()`); nil otherwise.
    package let type: String?
    /// Declared alone (`@Published var a = 1`, not `var a = 1, b = 2`): an observer can be added to it.
    package let isAlone: Bool
  }

  package init(_ node: ClassDeclSyntax) {
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
      let written = (binding.typeAnnotation?.type.trimmedDescription
        ?? binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription ?? "")
        .filter { !$0.isWhitespace }
      return written.hasPrefix("Set<AnyCancellable>") || written.hasPrefix("[AnyCancellable]")
    }.flatMap(\.names)
    initWork = InitWork.calls(in: node.memberBlock)
  }

  /// The type an initial value has beyond doubt: a literal's default type, or `Name()` (an initializer call).
  package static func evidentType(of value: ExprSyntax) -> String? {
    if value.is(StringLiteralExprSyntax.self) { return "String" }
    if value.is(BooleanLiteralExprSyntax.self) { return "Bool" }
    if value.is(IntegerLiteralExprSyntax.self) { return "Int" }
    if value.is(FloatLiteralExprSyntax.self) { return "Double" }
    guard let call = value.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
          let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
          callee.argumentNames == nil, callee.baseName.text.first?.isUppercase == true else { return nil }
    return callee.baseName.text
  }

  /// Classes of the same name (nested in different types, or in different modules) are known together.
  package func merged(with other: ClassDetails) -> ClassDetails {
    ClassDetails(storedVars: storedVars + other.storedVars.filter { !storedVars.contains($0) },
                 published: published.merging(other.published) { first, _ in first },
                 cancellableSets: cancellableSets + other.cancellableSets.filter { !cancellableSets.contains($0) },
                 initWork: initWork + other.initWork.filter { !initWork.contains($0) })
  }

  private init(storedVars: [String], published: [String: PublishedProperty], cancellableSets: [String], initWork: [String]) {
    self.storedVars = storedVars
    self.published = published
    self.cancellableSets = cancellableSets
    self.initWork = initWork
  }

  /// The details of every class in a tree, by name.
  package static func all(in tree: SourceFileSyntax) -> [String: ClassDetails] {
    let finder = ClassFinder(viewMode: .sourceAccurate)
    finder.walk(tree)
    return finder.details
  }

  private final class ClassFinder: SyntaxVisitor {
    var details: [String: ClassDetails] = [:]
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
      let found = ClassDetails(node)
      details[node.name.text] = details[node.name.text].map { $0.merged(with: found) } ?? found
      return .visitChildren
    }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  }
}
