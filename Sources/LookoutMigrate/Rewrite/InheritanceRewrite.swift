import LookoutSyntax
internal import SwiftSyntax

/// The types an alias composes: `(A & B)`, `A & B`, `A`.
enum AliasComposition {
  static func elements(of type: TypeSyntax) -> [TypeSyntax] {
    if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
      return elements(of: only.type)
    }
    if let composition = type.as(CompositionTypeSyntax.self) { return composition.elements.map(\.type) }
    return [type]
  }
}

/// Removing `ObservableObject` from an inheritance clause, keeping the rest and its formatting.
enum InheritanceRewrite {
  static func isObservableObject(_ type: TypeSyntax) -> Bool {
    if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text == "ObservableObject" }
    if let member = type.as(MemberTypeSyntax.self) { return member.name.text == "ObservableObject" }
    return false
  }

  /// Removes the `ObservableObject` item; returns whether the clause is now empty.
  @discardableResult
  static func removeObservableObject(from clause: InheritanceClauseSyntax, in context: RewriteContext) -> Bool {
    let items = Array(clause.inheritedTypes)
    guard let index = items.firstIndex(where: { isObservableObject($0.type) }) else { return false }
    let kept = items.filter { !isObservableObject($0.type) }
    if items.count - kept.count > 1 {
      // Listed more than once: the clause is written again from what stays.
      let text = kept.isEmpty ? "" : ": " + kept.map(\.type.trimmedDescription).joined(separator: ", ")
      context.replace(RewriteContext.trimmedRange(clause), with: text, "remove ObservableObject")
      return kept.isEmpty
    }
    if items.count == 1 {
      context.replace(RewriteContext.trimmedRange(clause), with: "", "remove ObservableObject")
      return true
    }
    let item = items[index]
    if index == 0 {
      // `ObservableObject, Identifiable` → `Identifiable`
      let next = items[1]
      context.replace(item.positionAfterSkippingLeadingTrivia.utf8Offset..<next.positionAfterSkippingLeadingTrivia.utf8Offset,
                      with: "", "remove ObservableObject")
    } else {
      // `NSObject, ObservableObject` → `NSObject`
      let previous = items[index - 1]
      let start = previous.type.endPositionBeforeTrailingTrivia.utf8Offset
      context.replace(start..<item.type.endPositionBeforeTrailingTrivia.utf8Offset, with: "", "remove ObservableObject")
    }
    return false
  }
}
