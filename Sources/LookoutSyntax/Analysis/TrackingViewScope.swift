package import SwiftSyntax

/// Which reads of a view's body LookoutSwiftUI's `WithTracking { }` sees before iOS 17: those made while its
/// content closure runs. SwiftUI calls some content closures later, outside the body that creates them (a
/// `ForEach`'s rows, a sheet's content): a tracking view around the body does not see reads there, and the
/// closure needs one of its own.
package enum TrackingViewScope {
  /// Where a read stands: inside a tracking view's content, inside a closure SwiftUI calls later (named), or
  /// neither (it runs with the body, untracked).
  package enum Standing: Equatable {
    case tracked
    case lazy(String)
    case untracked
  }

  /// Where `node`, inside `root` (a body or a helper), stands: the nearest enclosing `WithTracking` content
  /// or lazily called closure decides.
  package static func standing(of node: some SyntaxProtocol, within root: some SyntaxProtocol) -> Standing {
    var current = node.parent
    while let scope = current, scope.id != root.id {
      if let closure = scope.as(ClosureExprSyntax.self), let call = ClosureTiming.call(taking: closure).0 {
        let name = ClosureTiming.calledName(call)
        if name == "WithTracking" { return .tracked }
        if let name, isLazy(closure) { return .lazy(name) }
      }
      current = scope.parent
    }
    return .untracked
  }

  /// The closure SwiftUI calls later that holds `node`, inside `root`, when no tracking view inside it does.
  package static func lazyClosure(around node: some SyntaxProtocol, within root: some SyntaxProtocol) -> ClosureExprSyntax? {
    var current = node.parent
    while let scope = current, scope.id != root.id {
      if let closure = scope.as(ClosureExprSyntax.self), let call = ClosureTiming.call(taking: closure).0,
         let name = ClosureTiming.calledName(call) {
        if name == "WithTracking" { return nil }
        if isLazy(closure) { return closure }
      }
      current = scope.parent
    }
    return nil
  }

  /// Whether SwiftUI calls the closure apart from the body that creates it (a row, a reader's content, a
  /// presentation), as the one table of closure timings says.
  static func isLazy(_ closure: ClosureExprSyntax) -> Bool {
    if case .scope = ClosureTiming.of(closure) { return true }
    return false
  }
}
