package import SwiftSyntax

/// Which closures in view code run later rather than while the view is built: actions, gestures' and
/// lifecycle modifiers' callbacks, tasks. Reads inside them are not dependencies of the body around them.
/// Shared by lint's rules and the map of what views read.
package enum ActionClosures {
  /// Labels of arguments that take code to run later, not content.
  package static let labels: Set<String> = [
    "action", "perform", "onDismiss", "onCompletion", "onEnded", "onChanged", "completion", "completionHandler",
    "handler", "onCommit", "onEditingChanged", "primaryAction", "onTap",
  ]
  /// Calls whose trailing closure runs later (besides the `on…` modifiers).
  package static let calls: Set<String> = [
    "Task", "withAnimation", "withTransaction", "async", "asyncAfter", "sync", "task", "refreshable", "detached",
    "dropDestination", "fileImporter", "fileExporter", "fileMover", "sink", "perform", "run", "contextAction",
  ]

  /// `action:`, `onSubmit:`, `makeModel:`, `createVM:`: a label of code that runs later or builds a value.
  package static func isActionLabel(_ label: String) -> Bool {
    if labels.contains(label) { return true }
    return ["on", "make", "create"].contains { prefix in
      label.hasPrefix(prefix) && label.dropFirst(prefix.count).first?.isUppercase == true
    }
  }

  /// A closure that runs later rather than building the view: an action, a gesture's or a lifecycle
  /// modifier's callback, a task.
  package static func isAction(_ closure: ClosureExprSyntax) -> Bool {
    if let argument = closure.parent?.as(LabeledExprSyntax.self) {
      return argument.label.map { isActionLabel($0.text) } ?? false
    }
    if let trailing = closure.parent?.as(MultipleTrailingClosureElementSyntax.self) {
      return isActionLabel(trailing.label.text)
    }
    guard let call = closure.parent?.as(FunctionCallExprSyntax.self), call.trailingClosure?.id == closure.id,
          let name = calledName(call) else { return false }
    if name == "Button" {
      // `Button("Save") { save() }`, `Button { save() } label: { … }`; not `Button(action: save) { label }`.
      return !call.arguments.contains { $0.label?.text == "action" }
    }
    if calls.contains(name) { return true }
    return name.hasPrefix("on") && name.count > 2 && name.dropFirst(2).first?.isUppercase == true
  }

  /// The called name of a call: `sink` in `x.sink { }`, `Task` in `Task { }`.
  package static func calledName(_ call: FunctionCallExprSyntax) -> String? {
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
    return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
  }
}
