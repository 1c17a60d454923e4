package import SwiftSyntax

/// Which reads of a view's body LookoutSwiftUI's `WithTracking { }` sees before iOS 17: those made while its
/// content closure runs. SwiftUI calls some content closures later, outside the body that creates them (a
/// `ForEach`'s rows, a sheet's content): a tracking view around the body does not see reads there, and the
/// closure needs one of its own.
package enum TrackingViewScope {
  /// Views whose trailing content closure SwiftUI calls later, per element or per layout pass.
  package static let lazyContentViews: Set<String> = ["ForEach", "GeometryReader", "ScrollViewReader"]
  /// `List(data) { row in … }`: lazy when it is given data (`List { … }` builds its content at once).
  package static let lazyWithData: Set<String> = ["List", "Table", "OutlineGroup"]
  /// Modifiers whose content closures SwiftUI calls when it presents them.
  package static let lazyContentModifiers: Set<String> = [
    "sheet", "fullScreenCover", "popover", "navigationDestination", "alert", "confirmationDialog", "inspector",
  ]

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
      if let closure = scope.as(ClosureExprSyntax.self), let call = call(taking: closure) {
        let name = calledName(call)
        if name == "WithTracking" { return .tracked }
        if let name, isLazy(name, call: call) { return .lazy(name) }
      }
      current = scope.parent
    }
    return .untracked
  }

  /// The closure SwiftUI calls later that holds `node`, inside `root`, when no tracking view inside it does.
  package static func lazyClosure(around node: some SyntaxProtocol, within root: some SyntaxProtocol) -> ClosureExprSyntax? {
    var current = node.parent
    while let scope = current, scope.id != root.id {
      if let closure = scope.as(ClosureExprSyntax.self), let call = call(taking: closure), let name = calledName(call) {
        if name == "WithTracking" { return nil }
        if isLazy(name, call: call) { return closure }
      }
      current = scope.parent
    }
    return nil
  }

  /// Whether the closure `name` takes in `call` is called later by SwiftUI.
  static func isLazy(_ name: String, call: FunctionCallExprSyntax) -> Bool {
    if call.calledExpression.is(MemberAccessExprSyntax.self) { return lazyContentModifiers.contains(name) }
    return lazyContentViews.contains(name) || (lazyWithData.contains(name) && !call.arguments.isEmpty)
  }

  /// The call a closure is an argument or trailing closure of.
  static func call(taking closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
    if let call = closure.parent?.as(FunctionCallExprSyntax.self) { return call }
    if let element = closure.parent?.as(MultipleTrailingClosureElementSyntax.self) {
      return element.parent?.parent?.as(FunctionCallExprSyntax.self)
    }
    return closure.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self)
  }

  static func calledName(_ call: FunctionCallExprSyntax) -> String? {
    if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
    if let generic = call.calledExpression.as(GenericSpecializationExprSyntax.self) { return generic.expression.trimmedDescription }
    return nil
  }
}
