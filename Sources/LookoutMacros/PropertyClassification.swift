import SwiftDiagnostics
import SwiftSyntax

/// What `@Tracked` does with one member of its class.
enum PropertyClassification {
  /// A stored `var` that becomes tracked.
  case tracked(name: String)
  /// Left alone: not a stored instance `var`, or opted out with `@Untracked`.
  case ignored
  /// A stored `var` that cannot be tracked as written; the diagnostic says what to write.
  case invalid(TrackedDiagnostic, fixIts: [FixIt])

  init(_ member: some SyntaxProtocol) {
    guard let variable = member.as(VariableDeclSyntax.self) else {
      self = .ignored
      return
    }
    self = Self.classify(variable)
  }

  private static func classify(_ variable: VariableDeclSyntax) -> PropertyClassification {
    guard variable.bindingSpecifier.tokenKind == .keyword(.var), !variable.isStatic else { return .ignored }
    if variable.hasAttribute(named: "Untracked") || variable.hasAttribute(named: "ObservationIgnored") {
      return .ignored
    }
    guard variable.bindings.allSatisfy(\.isStored) else { return .ignored }
    if let wrapper = variable.propertyWrapperAttributes.first {
      return .invalid(.propertyWrapper(wrapper.attributeName.trimmedDescription),
                      fixIts: FixIts.forPropertyWrapper(wrapper, in: variable))
    }
    if variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.lazy) }) {
      return .invalid(.lazyProperty(variable.bindings.first?.identifierName ?? "property"),
                      fixIts: FixIts.forLazy(variable))
    }
    guard variable.bindings.count == 1, let name = variable.bindings.first?.identifierName else {
      return .invalid(.severalBindings, fixIts: [])
    }
    return .tracked(name: name)
  }
}

extension VariableDeclSyntax {
  var isStatic: Bool {
    modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
  }

  func hasAttribute(named name: String) -> Bool {
    attributes.contains { $0.as(AttributeSyntax.self)?.simpleName == name }
  }

  /// Custom attributes that are property wrappers, as far as syntax can tell: everything that is not a
  /// global actor, a Lookout or Observation macro, or a compiler attribute.
  var propertyWrapperAttributes: [AttributeSyntax] {
    attributes.compactMap { $0.as(AttributeSyntax.self) }.filter { attribute in
      guard let name = attribute.simpleName, let first = name.first, first.isUppercase else { return false }
      return !name.hasSuffix("Actor") && !Self.nonWrapperAttributes.contains(name)
    }
  }

  private static let nonWrapperAttributes: Set<String> = [
    "Untracked", "TrackedProperty", "ObservationIgnored", "ObservationTracked", "IBOutlet", "IBInspectable",
    "GKInspectable", "NSManaged", "NSCopying",
  ]
}

extension PatternBindingSyntax {
  /// A binding with no accessors, or only `willSet`/`didSet`, is stored.
  var isStored: Bool {
    guard let accessorBlock else { return true }
    switch accessorBlock.accessors {
    case .getter:
      return false
    case .accessors(let accessors):
      return accessors.allSatisfy {
        [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind)
      }
    @unknown default:
      return false
    }
  }

  /// The property's name without backticks, for a simple `name` pattern.
  var identifierName: String? {
    pattern.as(IdentifierPatternSyntax.self)?.identifier.identifierName
  }

  /// `willSet`/`didSet` the user wrote, to move onto the storage.
  var observers: [AccessorDeclSyntax] {
    guard case .accessors(let accessors) = accessorBlock?.accessors else { return [] }
    return accessors.filter { [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) }
  }
}

extension TokenSyntax {
  /// The identifier's text without backticks.
  var identifierName: String {
    let text = self.text
    if text.hasPrefix("`"), text.hasSuffix("`"), text.count >= 2 { return String(text.dropFirst().dropLast()) }
    return text
  }
}

extension AttributeSyntax {
  /// The attribute's name without module qualification or generic arguments: `Lookout.Untracked` → `Untracked`.
  var simpleName: String? {
    if let identifier = attributeName.as(IdentifierTypeSyntax.self) { return identifier.name.text }
    if let member = attributeName.as(MemberTypeSyntax.self) { return member.name.text }
    return nil
  }
}

extension MemberBlockSyntax {
  /// Every member declaration, including those inside `#if` clauses, in source order.
  var allDeclarations: [DeclSyntax] {
    members.flatMap { Self.declarations(in: $0.decl) }
  }

  private static func declarations(in decl: DeclSyntax) -> [DeclSyntax] {
    guard let ifConfig = decl.as(IfConfigDeclSyntax.self) else { return [decl] }
    return ifConfig.clauses.flatMap { clause -> [DeclSyntax] in
      guard case .decls(let members) = clause.elements else { return [] }
      return members.flatMap { declarations(in: $0.decl) }
    }
  }
}
