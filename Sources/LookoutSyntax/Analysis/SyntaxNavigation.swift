package import SwiftSyntax

package extension SyntaxProtocol {
  /// The closest ancestor (or self) of the given type.
  func nearest<T: SyntaxProtocol>(_ type: T.Type) -> T? {
    var current: Syntax? = Syntax(self)
    while let node = current {
      if let match = node.as(T.self) { return match }
      current = node.parent
    }
    return nil
  }

  /// Whether this node lies inside `other`.
  func isContained(in other: SyntaxIdentifier) -> Bool {
    var current: Syntax? = Syntax(self)
    while let node = current {
      if node.id == other { return true }
      current = node.parent
    }
    return false
  }
}
