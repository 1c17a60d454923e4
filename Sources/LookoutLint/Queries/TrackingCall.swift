import LookoutSyntax
internal import SwiftSyntax

/// A `withObservationTracking { … } onChange: { … }` call (or Lookout's `withTracking`), taken apart.
struct TrackingCall {
  let call: FunctionCallExprSyntax
  let apply: ClosureExprSyntax
  let onChange: ClosureExprSyntax

  static let names: Set<String> = ["withObservationTracking", "withTracking"]

  init?(_ call: FunctionCallExprSyntax) {
    guard let name = SyntaxQueries.calledName(call), Self.names.contains(name) else { return nil }
    var apply: ClosureExprSyntax?
    var onChange: ClosureExprSyntax?
    for argument in call.arguments {
      guard let closure = argument.expression.as(ClosureExprSyntax.self) else { continue }
      if argument.label?.text == "onChange" { onChange = closure } else if apply == nil { apply = closure }
    }
    if let trailing = call.trailingClosure { if apply == nil { apply = trailing } else { onChange = trailing } }
    for extra in call.additionalTrailingClosures where extra.label.text == "onChange" { onChange = extra.closure }
    guard let apply, let onChange else { return nil }
    self.call = call
    self.apply = apply
    self.onChange = onChange
  }

  static func all(in file: LintFile) -> [TrackingCall] {
    file.nodes.calls.compactMap(TrackingCall.init)
  }

  /// `a.b` member accesses a closure reads (their text), outside nested closures' own parameters.
  static func memberReads(in closure: ClosureExprSyntax, of file: LintFile) -> Set<String> {
    Set(file.nodes.memberAccesses.inside(closure.statements).compactMap { member in
      member.base == nil || member.parent?.is(FunctionCallExprSyntax.self) == true ? nil : member.trimmedDescription
    })
  }
}
