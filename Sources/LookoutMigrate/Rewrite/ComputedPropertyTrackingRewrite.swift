import LookoutSyntax
internal import SwiftSyntax

/// A computed property whose setter sent `objectWillChange` (its state lives elsewhere: `UserDefaults`, a
/// store, a system service). Observation tracks it by hand: the getter calls `access(keyPath:)`, and the
/// setter makes its change inside `withMutation(keyPath:)`.
///
///     var keepsInMenu: Bool {                          var keepsInMenu: Bool {
///         get { store.bool(forKey: "menu") }              get {
///         set {                                    →           access(keyPath: \.keepsInMenu)
///             objectWillChange.send()                          return store.bool(forKey: "menu")
///             store.set(newValue, forKey: "menu")          }
///         }                                                set {
///     }                                                        withMutation(keyPath: \.keepsInMenu) {
///                                                                  store.set(newValue, forKey: "menu")
///                                                              }
///                                                          }
///                                                      }
struct ComputedPropertyTrackingRewrite {
  let name: String
  let getter: AccessorDeclSyntax
  let setterBody: CodeBlockSyntax

  init?(setterHolding statement: CodeBlockItemSyntax) {
    guard let setter = statement.nearest(AccessorDeclSyntax.self), setter.accessorSpecifier.tokenKind == .keyword(.set),
          let body = setter.body, body.statements.contains(where: { $0.id == statement.id }),
          let binding = setter.nearest(PatternBindingSyntax.self),
          let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
          case .accessors(let accessors) = binding.accessorBlock?.accessors,
          let getter = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }),
          let getterBody = getter.body, !getterBody.statements.isEmpty else { return nil }
    self.name = name
    self.getter = getter
    setterBody = body
  }

  /// The getter records the read; the setter's other statements move into `withMutation`.
  func rewrite(removing send: CodeBlockItemSyntax, in context: RewriteContext) {
    let keyPath = "\\.\(name)"
    // Getter: `access(keyPath:)` first; a single expression gets the `return` the new statement needs.
    guard let getterBody = getter.body, let first = getterBody.statements.first else { return }
    let getterOffset = first.positionAfterSkippingLeadingTrivia.utf8Offset
    let getterIndent = context.indentation(at: getterOffset)
    let needsReturn = getterBody.statements.count == 1 && first.item.is(ExprSyntax.self)
    if context.startsLine(at: getterOffset) {
      context.insert("access(keyPath: \(keyPath))" + context.newline + getterIndent + (needsReturn ? "return " : ""),
                     at: getterOffset, "access(keyPath:) in the getter")
    } else {
      context.insert("access(keyPath: \(keyPath)); " + (needsReturn ? "return " : ""), at: getterOffset, "access(keyPath:) in the getter")
    }
    // Setter: the send goes; what remains is wrapped, one level deeper.
    context.remove(send, "objectWillChange.send() → withMutation(keyPath:)")
    // An array: filtering the syntax collection itself would build a new, detached one, with other positions.
    let rest = Array(setterBody.statements).filter { $0.id != send.id }
    guard let start = rest.first, let end = rest.last else { return }
    let startOffset = start.positionAfterSkippingLeadingTrivia.utf8Offset
    let indent = context.indentation(at: startOffset)
    guard context.startsLine(at: startOffset) else {
      context.insert("withMutation(keyPath: \(keyPath)) { ", at: startOffset, "withMutation(keyPath:) in the setter")
      context.insert(" }", at: end.endPositionBeforeTrailingTrivia.utf8Offset, "withMutation(keyPath:) in the setter")
      return
    }
    let unit = indentUnit(indent, around: setterBody, in: context)
    context.insert("withMutation(keyPath: \(keyPath)) {" + context.newline + indent + unit, at: startOffset, "withMutation(keyPath:) in the setter")
    // Every further line of the wrapped statements moves one level in.
    let bytes = context.source.bytes
    let endOffset = end.endPositionBeforeTrailingTrivia.utf8Offset
    var offset = startOffset
    while offset < endOffset {
      if bytes[offset] == 0x0A, offset + 1 < endOffset, bytes[offset + 1] != 0x0A, bytes[offset + 1] != 0x0D {
        context.insert(unit, at: offset + 1, "indent for withMutation(keyPath:)")
      }
      offset += 1
    }
    context.insert(context.newline + indent + "}", at: endOffset, "withMutation(keyPath:) in the setter")
  }

  /// One level of indentation: what the setter's statements add to the setter's own line.
  private func indentUnit(_ inner: String, around body: CodeBlockSyntax, in context: RewriteContext) -> String {
    let outer = context.indentation(at: body.positionAfterSkippingLeadingTrivia.utf8Offset)
    return inner.hasPrefix(outer) && inner.count > outer.count ? String(inner.dropFirst(outer.count)) : "    "
  }
}
