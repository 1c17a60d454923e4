import SwiftSyntax

/// How long a timer's interval or a loop's sleep is, read from the code when it is written as a literal:
/// `withTimeInterval: 0.05`, `every: 1`, `.milliseconds(16)`, `.seconds(2)`, `nanoseconds: 500_000_000`.
enum Interval {
  /// At most this many seconds between writes counts as often.
  static let often = 1.0

  /// The seconds an expression states, if it states them in a literal.
  static func seconds(_ expression: ExprSyntax) -> Double? {
    if let number = literal(expression) { return number }
    if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
       call.arguments.count == 1, let value = call.arguments.first.flatMap({ literal($0.expression) }) {
      switch member.declName.baseName.text {
      case "seconds": return value
      case "milliseconds": return value / 1_000
      case "microseconds": return value / 1_000_000
      case "nanoseconds": return value / 1_000_000_000
      default: return nil
      }
    }
    return nil
  }

  /// The interval of a timer or sleep call: its labelled argument (`withTimeInterval:`, `timeInterval:`,
  /// `every:`, `for:`, `forTimeInterval:`, `nanoseconds:`), or its only one (`usleep(16_000)` in microseconds).
  static func seconds(of call: FunctionCallExprSyntax) -> Double? {
    for argument in call.arguments {
      guard let label = argument.label?.text else { continue }
      switch label {
      case "withTimeInterval", "timeInterval", "every", "for", "forTimeInterval", "interval", "until":
        return seconds(argument.expression)
      case "nanoseconds":
        return literal(argument.expression).map { $0 / 1_000_000_000 }
      default: continue
      }
    }
    if call.calledExpression.trimmedDescription == "usleep", let only = call.arguments.first {
      return literal(only.expression).map { $0 / 1_000_000 }
    }
    return nil
  }

  /// The sleep calls in a loop's body (`Task.sleep(…)`, `try await clock.sleep(…)`, `usleep(…)`).
  static func sleeps(in body: some SyntaxProtocol) -> [FunctionCallExprSyntax] {
    let finder = SleepFinder(viewMode: .sourceAccurate)
    finder.walk(body)
    return finder.calls
  }

  private final class SleepFinder: SyntaxVisitor {
    var calls: [FunctionCallExprSyntax] = []
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      let callee = node.calledExpression.trimmedDescription
      if callee.hasSuffix("sleep") || callee == "usleep" { calls.append(node) }
      return .visitChildren
    }
  }

  private static func literal(_ expression: ExprSyntax) -> Double? {
    let text = expression.trimmedDescription.replacingOccurrences(of: "_", with: "")
    return Double(text)
  }
}
