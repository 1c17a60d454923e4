import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `#Preview("Name", traits: …) { body }` for LookoutUI: the body becomes a type of a unique name, so that it
/// is type-checked and compiled as part of the module; `@Previewable` declarations at the top of the body
/// become the stored properties of a view whose body is the rest, as with SwiftUI's macro.
public struct PreviewMacro: DeclarationMacro {
  public static func expansion(
    of node: some FreestandingMacroExpansionSyntax,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let closure = node.trailingClosure ?? node.arguments.last?.expression.as(ClosureExprSyntax.self) else {
      throw PreviewMacroError("#Preview needs a closure making the view to preview: #Preview { ContentView() }")
    }
    let name = node.arguments.first { $0.label == nil }?.expression.trimmedDescription ?? "nil"
    let statements = closure.statements
    let previewable = statements.filter { isPreviewable($0) }
    let body = statements.filter { !isPreviewable($0) }.map { $0.trimmedDescription }.joined(separator: "\n")
    let preview = context.makeUniqueName("Preview")

    guard !previewable.isEmpty else {
      return [
        """
        @MainActor struct \(preview): _LookoutPreviewSource {
          static var displayName: String? { \(raw: name) }
          @_LookoutPreviewContentBuilder static var content: some View {
            \(raw: body)
          }
        }
        """,
      ]
    }
    let view = context.makeUniqueName("PreviewView")
    let properties = previewable.map { withoutPreviewable($0) }.joined(separator: "\n")
    return [
      """
      @MainActor struct \(view): View {
        \(raw: properties)
        @_LookoutPreviewContentBuilder var body: some View {
          \(raw: body)
        }
      }
      """,
      """
      @MainActor struct \(preview): _LookoutPreviewSource {
        static var displayName: String? { \(raw: name) }
        static var content: some View { \(view)() }
      }
      """,
    ]
  }

  /// A declaration that carries `@Previewable`.
  static func isPreviewable(_ item: CodeBlockItemSyntax) -> Bool {
    guard case .decl(let decl) = item.item, let variable = decl.as(VariableDeclSyntax.self) else { return false }
    return variable.attributes.contains { attribute in
      attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Previewable"
    }
  }

  /// The declaration without its `@Previewable`.
  static func withoutPreviewable(_ item: CodeBlockItemSyntax) -> String {
    guard case .decl(let decl) = item.item, var variable = decl.as(VariableDeclSyntax.self) else { return item.trimmedDescription }
    variable.attributes = variable.attributes.filter { attribute in
      attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription != "Previewable"
    }
    return variable.trimmedDescription
  }
}

/// `@Previewable`: marks a declaration at the top of a `#Preview` body as the preview's state. `#Preview`
/// moves it; on its own it adds nothing.
public struct PreviewableMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}

/// `@Entry var name: Value = default` in an extension of `EnvironmentValues`: the key and the accessors
/// SwiftUI's `@Entry` writes by hand.
public struct EntryMacro: AccessorMacro, PeerMacro {
  public static func expansion(
    of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    let entry = try Entry(declaration)
    return [
      "get { self[__Key_\(raw: entry.name).self] }",
      "set { self[__Key_\(raw: entry.name).self] = newValue }",
    ]
  }

  public static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    let entry = try Entry(declaration)
    let value = entry.type.map { "static var defaultValue: \($0) { \(entry.initialValue) }" }
      ?? "static let defaultValue = \(entry.initialValue)"
    return [
      """
      private struct __Key_\(raw: entry.name): EnvironmentKey {
        \(raw: value)
      }
      """,
    ]
  }

  /// What `@Entry` reads from its property.
  struct Entry {
    let name: String
    let type: String?
    let initialValue: String

    init(_ declaration: some DeclSyntaxProtocol) throws {
      guard let variable = declaration.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
            let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else {
        throw PreviewMacroError("@Entry applies to a `var` with a default value: @Entry var accent: Color = .blue")
      }
      name = identifier.identifier.text
      type = binding.typeAnnotation?.type.trimmedDescription
      let fallback = type.map { $0.hasSuffix("?") ? "nil" : "" } ?? ""
      guard let value = binding.initializer?.value.trimmedDescription ?? (fallback.isEmpty ? nil : fallback) else {
        throw PreviewMacroError("@Entry var \(name) needs a default value (`= …`), or an optional type")
      }
      initialValue = value
    }
  }
}

/// A use of a preview or environment macro that cannot be expanded, with what to write instead.
struct PreviewMacroError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
