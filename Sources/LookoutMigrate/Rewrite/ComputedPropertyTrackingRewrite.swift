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
    WithMutationRewrite.wrap(rest, keyPath: name, kind: "withMutation(keyPath:) in the setter", in: context)
  }
}
