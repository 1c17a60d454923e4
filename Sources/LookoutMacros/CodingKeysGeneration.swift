import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// Coding keys for a `@Tracked` class that declares `Codable`, `Encodable` or `Decodable`.
///
/// A tracked property's storage is `_name`, so the compiler's synthesized keys would be `"_name"` (the
/// "Codable key drift" of Apple's macro). Without a `CodingKeys` of the user's, this generates one that maps
/// each storage back to the property's name; with one, it flags cases that name a tracked property instead
/// of its storage.
struct CodingKeysGeneration {
  let declaration: DeclSyntax?

  init(_ classDecl: ClassDeclSyntax, in context: some MacroExpansionContext) {
    let codable: Set<String> = ["Codable", "Encodable", "Decodable"]
    let inherited = classDecl.inheritanceClause?.inheritedTypes.map {
      $0.type.trimmedDescription.split(separator: ".").last.map(String.init) ?? ""
    } ?? []
    guard inherited.contains(where: codable.contains) else {
      declaration = nil
      return
    }
    let declarations = classDecl.memberBlock.allDeclarations
    let tracked = Set(declarations.compactMap { decl -> String? in
      if case .tracked(let name) = PropertyClassification(decl) { return name }
      return nil
    })
    if let userKeys = declarations.lazy.compactMap({ $0.as(EnumDeclSyntax.self) }).first(where: { $0.name.text == "CodingKeys" }) {
      Self.diagnoseStorageKeys(in: userKeys, tracked: tracked, context: context)
      declaration = nil
      return
    }
    var cases: [String] = []
    for decl in declarations {
      guard let variable = decl.as(VariableDeclSyntax.self), !variable.isStatic,
            !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.lazy) }) else { continue }
      for binding in variable.bindings where binding.isStored {
        guard let name = binding.identifierName else { continue }
        cases.append(tracked.contains(name) ? "case _\(name) = \"\(name)\"" : "case `\(name)`")
      }
    }
    let body = cases.map { "  " + $0 }.joined(separator: "\n")
    declaration = "enum CodingKeys: String, CodingKey {\n\(raw: body)\n}"
  }

  private static func diagnoseStorageKeys(
    in codingKeys: EnumDeclSyntax, tracked: Set<String>, context: some MacroExpansionContext
  ) {
    for member in codingKeys.memberBlock.members {
      guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
      for element in caseDecl.elements where tracked.contains(element.name.identifierName) {
        let name = element.name.identifierName
        let rawValue = element.rawValue?.value.trimmedDescription ?? "\"\(name)\""
        let fixed = EnumCaseElementSyntax(
          leadingTrivia: element.leadingTrivia,
          name: .identifier("_\(name)"),
          rawValue: InitializerClauseSyntax(
            equal: .equalToken(leadingTrivia: .space, trailingTrivia: .space), value: ExprSyntax("\(raw: rawValue)")),
          trailingComma: element.trailingComma,
          trailingTrivia: element.trailingTrivia)
        let fixIt = FixIt(message: TrackedFixItMessage(message: "Use the storage '_\(name)' with key \(rawValue)"),
                          changes: [.replace(oldNode: Syntax(element), newNode: Syntax(fixed))])
        context.diagnose(Diagnostic(node: element, message: TrackedDiagnostic.storageCodingKey(property: name), fixIts: [fixIt]))
      }
    }
  }
}
