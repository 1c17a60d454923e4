import LookoutSyntax
internal import SwiftSyntax

/// The wrappers' initializer forms in `init`: `_model = StateObject(wrappedValue: …)` becomes
/// `_model = State(initialValue: …)`, and `_model = ObservedObject(initialValue: …)` (or `wrappedValue:`)
/// becomes `self.model = …`.
enum InitializerFormsRewrite {
  static func migrate(members: MemberBlockSyntax, properties: [String: String], in context: RewriteContext) {
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(members)
    for (target, storage, call) in finder.assignments {
      let name = String(storage.dropFirst())
      guard let wrapper = properties[name], let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
            callee.baseName.text == wrapper, let argument = call.arguments.first, call.arguments.count == 1 else { continue }
      switch wrapper {
      case "StateObject" where context.usesBridge:
        // `TrackedState(wrappedValue:)` keeps the autoclosure: the model is made once per view identity.
        context.replace(callee, with: "TrackedState", "StateObject(wrappedValue:) → TrackedState(wrappedValue:)")
      case "StateObject":
        context.replace(callee, with: "State", "StateObject(wrappedValue:) → State(initialValue:)")
        if let label = argument.label { context.replace(label, with: "initialValue", "argument label") }
        // The guides' pitfall M11: built again on every view init (with Xcode 26 or earlier), and later
        // arguments ignored. Without arguments and with an init that does no work, nothing is lost.
        if let model = SyntaxNames.constructedType(argument.expression), model != "Self", !context.plan.swiftUI.evaluatesStateInitialValueOnce,
           !SyntaxNames.isInApp(call) {
          let hasArguments = argument.expression.as(FunctionCallExprSyntax.self).map { !$0.arguments.isEmpty || $0.trailingClosure != nil } ?? true
          let work = ViewRewrite.repeatedInitWork(of: model, at: call, in: context)
          if hasArguments || work != nil {
            let does = work.map { ", whose init does work (\($0.joined(separator: ", ")))," } ?? ""
            context.report(call, "State(initialValue: \(model)(…)) builds a \(model)\(does) on every view initialisation when built with Xcode 26 or earlier (StateObject's autoclosure built one); SwiftUI keeps the first, so later arguments are ignored",
                           suggestion: "create the model in the parent and pass it in, or hold `@State private var \(name): \(model)?` and create it in `.task(id:)`")
          }
        }
      case "ObservedObject":
        context.replace(target, with: "self.\(name)", "_\(name) → self.\(name)")
        context.replace(RewriteContext.trimmedRange(call), with: argument.expression.trimmedDescription, "ObservedObject(…) → value")
      default:
        break
      }
    }
  }

  /// `_name = Wrapper(…)` assignments, in the members' own initializers (a nested type's are its own).
  private final class Finder: SyntaxVisitor {
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    /// The assigned expression (`_model` or `self._model`), the storage name (`_model`), the call.
    var assignments: [(ExprSyntax, String, FunctionCallExprSyntax)] = []

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
      let elements = Array(node.elements)
      guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
            let storage = Self.storageName(elements[0]),
            let call = elements[2].as(FunctionCallExprSyntax.self) else { return .visitChildren }
      assignments.append((elements[0], storage, call))
      return .visitChildren
    }

    /// `_name` for `_name` or `self._name`.
    private static func storageName(_ expression: ExprSyntax) -> String? {
      if let reference = expression.as(DeclReferenceExprSyntax.self), reference.baseName.text.hasPrefix("_") {
        return reference.baseName.text
      }
      if let member = expression.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self",
         member.declName.baseName.text.hasPrefix("_") {
        return member.declName.baseName.text
      }
      return nil
    }
  }
}
