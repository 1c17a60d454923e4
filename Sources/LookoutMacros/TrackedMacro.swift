import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Tracked`: adds the registrar, marks each stored `var` with `@TrackedProperty(index:)`, and adds the
/// `Tracked` conformance and, unless `observable: false`, Observation's `Observable` with the bridge that
/// forwards reads and writes to it. Misuse (a struct, a wrapped or lazy property…) gets a diagnostic with
/// fix-its.
public struct TrackedMacro: MemberMacro, MemberAttributeMacro, ExtensionMacro {
  static let registrarName = "_$trackingRegistrar"

  // MARK: member

  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let classDecl = declaration.as(ClassDeclSyntax.self) else {
      diagnoseNotAClass(node, declaration, in: context)
      return []
    }
    var members: [DeclSyntax] = [
      "private let \(raw: registrarName) = Lookout.TrackingRegistrar()"
    ]
    let selfType = classDecl.selfTypeName
    if isObservable(node), protocols.contains(where: { $0.trimmedDescription.hasSuffix("Tracked") }) {
      // The class's own conformance (a subclass of a tracked class inherits its base's).
      // A requirement's witness is as visible as the conformance: the class's own access level.
      let access = classDecl.modifiers.first { ["public", "open", "package"].contains($0.name.text) }
        .map { $0.name.text == "open" ? "public " : "\($0.name.text) " } ?? ""
      members.append("""
        \(raw: access)nonisolated static func _observationBridge() -> AnyObject? {
          if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) {
            return Lookout._ObservationBridge.forwarding(\(raw: selfType).self)
          }
          return nil
        }
        """)
    }
    let declared = Set(classDecl.memberBlock.allDeclarations.compactMap { $0.as(FunctionDeclSyntax.self)?.name.text })
    // A class that declares one hook gets the other generated only if it is missing, as with Observation.
    if !declared.contains("access") {
      let member = context.makeUniqueName("Member")
      members.append("""
        internal nonisolated func access<\(member)>(keyPath: KeyPath<\(raw: selfType), \(member)>) {
          \(raw: registrarName).access(self, keyPath: keyPath)
        }
        """)
    }
    if !declared.contains("withMutation") {
      let member = context.makeUniqueName("Member")
      let result = context.makeUniqueName("MutationResult")
      members.append("""
        internal nonisolated func withMutation<\(member), \(result)>(
          keyPath: KeyPath<\(raw: selfType), \(member)>, _ mutation: () throws -> \(result)
        ) rethrows -> \(result) {
          try \(raw: registrarName).withMutation(of: self, keyPath: keyPath, mutation)
        }
        """)
    }
    members += shouldNotifyOverloads(in: context)
    if let codingKeys = CodingKeysGeneration(classDecl, in: context).declaration {
      members.append(codingKeys)
    }
    return members
  }

  /// Whether writing `rhs` over `lhs` notifies, as Observation's macro generates it: `Equatable` values
  /// notify when they differ, class references when the instance differs (`==` for `Equatable` classes),
  /// other values always.
  static func shouldNotifyOverloads(in context: some MacroExpansionContext) -> [DeclSyntax] {
    [("", "true"), (": Equatable", "lhs != rhs"), (": AnyObject", "lhs !== rhs"), (": Equatable & AnyObject", "lhs != rhs")]
      .map { constraint, body in
        let member = context.makeUniqueName("Member")
        return """
          @inline(__always) private nonisolated func _$shouldNotify<\(member)\(raw: constraint)>(_ lhs: \(member), _ rhs: \(member)) -> Bool {
            \(raw: body)
          }
          """
      }
  }

  // MARK: memberAttribute

  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard let classDecl = declaration.as(ClassDeclSyntax.self),
          let variable = member.as(VariableDeclSyntax.self) else { return [] }
    if variable.hasAttribute(named: "TrackedProperty") {
      context.diagnose(Diagnostic(node: variable, message: TrackedDiagnostic.handWrittenTrackedProperty))
      return []
    }
    switch PropertyClassification(variable) {
    case .ignored:
      return []
    case .invalid(let diagnostic, let fixIts):
      context.diagnose(Diagnostic(node: variable, message: diagnostic, fixIts: fixIts))
      return []
    case .tracked:
      guard let index = trackedIndex(of: variable, in: classDecl) else { return [] }
      if declaresOwnHooks(classDecl) {
        return ["@Lookout.TrackedProperty(index: \(literal: index), throughHooks: true)"]
      }
      if !isObservable(node) {
        return ["@Lookout.TrackedProperty(index: \(literal: index), observable: false)"]
      }
      return ["@Lookout.TrackedProperty(index: \(literal: index))"]
    }
  }

  /// `@Tracked` and `@Tracked(observable: true)` are seen by Observation; `@Tracked(observable: false)` is not.
  static func isObservable(_ node: AttributeSyntax) -> Bool {
    guard case .argumentList(let arguments) = node.arguments,
          let argument = arguments.first(where: { $0.label?.text == "observable" }) else { return true }
    return argument.expression.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind != .keyword(.false)
  }

  /// Whether the class declares `access` or `withMutation` itself: then every property goes through them.
  static func declaresOwnHooks(_ classDecl: ClassDeclSyntax) -> Bool {
    classDecl.memberBlock.allDeclarations.contains { decl in
      guard let function = decl.as(FunctionDeclSyntax.self) else { return false }
      return function.name.text == "access" || function.name.text == "withMutation"
    }
  }

  /// The position of `variable` among the class's tracked properties: its identifier in the registrar.
  static func trackedIndex(of variable: VariableDeclSyntax, in classDecl: ClassDeclSyntax) -> Int? {
    var index = 0
    for decl in classDecl.memberBlock.allDeclarations {
      guard case .tracked = PropertyClassification(decl) else { continue }
      if decl.id == variable.id || decl.trimmedDescription == variable.trimmedDescription { return index }
      index += 1
    }
    return nil
  }

  // MARK: extension

  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    // A subclass of a tracked class already conforms: the compiler then passes no protocols.
    guard declaration.is(ClassDeclSyntax.self), !protocols.isEmpty else { return [] }
    let availability = declaration.attributes.filter { $0.as(AttributeSyntax.self)?.simpleName == "available" }
    var decls: [DeclSyntax] = []
    if protocols.contains(where: { $0.trimmedDescription.hasSuffix("Tracked") }) {
      decls.append("\(availability)extension \(type.trimmed): nonisolated Lookout.Tracked {}")
    }
    if isObservable(node), protocols.contains(where: { $0.trimmedDescription.hasSuffix("Observable") }) {
      // Observation exists from these systems on; below them the class is tracked by Lookout alone.
      decls.append("""
        \(availability)@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
        extension \(type.trimmed): nonisolated Lookout._Observable {}
        """)
    }
    return decls.compactMap { $0.as(ExtensionDeclSyntax.self) }
  }

  // MARK: Diagnostics

  private static func diagnoseNotAClass(
    _ node: AttributeSyntax, _ declaration: some DeclGroupSyntax, in context: some MacroExpansionContext
  ) {
    let (kind, name, keyword): (String, String, TokenSyntax?) =
      if let decl = declaration.as(StructDeclSyntax.self) { ("struct", decl.name.text, decl.structKeyword) }
      else if let decl = declaration.as(EnumDeclSyntax.self) { ("enum", decl.name.text, nil) }
      else if let decl = declaration.as(ActorDeclSyntax.self) { ("actor", decl.name.text, decl.actorKeyword) }
      else if let decl = declaration.as(ProtocolDeclSyntax.self) { ("protocol", decl.name.text, nil) }
      else if let decl = declaration.as(ExtensionDeclSyntax.self) { ("extension", decl.extendedType.trimmedDescription, nil) }
      else { ("declaration", "this", nil) }
    var fixIts = [
      FixIt(message: TrackedFixItMessage(message: "Remove '@Tracked'"),
            changes: [.replace(oldNode: Syntax(node), newNode: Syntax(TokenSyntax.unknown("")))])
    ]
    if let keyword {
      // Fix-its apply as text, so one token may carry both words.
      let text = kind == "actor" ? "@MainActor final class" : "final class"
      let replacement = TokenSyntax(.identifier(text), leadingTrivia: keyword.leadingTrivia,
                                    trailingTrivia: keyword.trailingTrivia, presence: .present)
      let fixIt = FixIt(message: TrackedFixItMessage(message: "Make '\(name)' a final class"),
                        changes: [.replace(oldNode: Syntax(keyword), newNode: Syntax(replacement))])
      fixIts.insert(fixIt, at: 0)
    }
    context.diagnose(Diagnostic(node: node, message: TrackedDiagnostic.notAClass(kind: kind, name: name), fixIts: fixIts))
  }
}

extension ClassDeclSyntax {
  /// The class's name as a type inside its own body: `Box<Element>` for `class Box<Element>`.
  var selfTypeName: String {
    guard let parameters = genericParameterClause?.parameters, !parameters.isEmpty else { return name.text }
    return "\(name.text)<\(parameters.map(\.name.text).joined(separator: ", "))>"
  }
}
