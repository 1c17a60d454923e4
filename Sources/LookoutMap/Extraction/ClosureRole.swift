import LookoutSyntax
import SwiftSyntax

/// How a closure runs, seen from the code around it: now (content the body builds), in a tracking scope of
/// its own (a `ForEach` row, a sheet's content), or later (an action, a timer's block, a progress callback).
struct ClosureRole {
  /// Runs while the code around it runs (its reads are that code's reads).
  var evaluated = true
  /// The scope it runs in, when it starts one.
  var scope: EvaluationScope?
  /// What makes it run, when it runs later.
  var context: WriteContext?
  /// An `.onChange(of:)` handler's watched value.
  var watched: ExprSyntax?
  /// A row's collection: its parameter is one element.
  var rowData: ExprSyntax?
  /// A callback's parameters (a gesture's value, a progress fraction): a write carrying them is as frequent
  /// as the callback; a write of something else (a flag set once) is not.
  var dataNames: Set<String> = []
  /// A `Binding(get:)` getter: runs in the body of the view that reads the binding.
  var isBindingGetter = false

  static let inherited = ClosureRole()

  /// Labels and calls whose closures report progress.
  static let progressNames: Set<String> = [
    "progress", "progressHandler", "onProgress", "progressBlock", "uploadProgress", "downloadProgress", "progressCallback",
  ]
  /// Calls whose closure runs on every step of a continuous gesture, hover or scroll.
  static let continuousCallbacks: Set<String> = [
    "onChanged", "updating", "onContinuousHover", "onScrollGeometryChange", "onGeometryChange", "onPreferenceChange",
    "onScrollOffsetChange",
  ]
  /// Calls whose closure runs from a repeating timer.
  static let timerCalls: Set<String> = ["scheduledTimer", "setEventHandler", "addPeriodicTimeObserver", "schedule"]

  /// The role of `closure`; `timerNames` are the properties and locals of the file that hold timers' publishers,
  /// with their intervals (0 when not a literal).
  static func of(_ closure: ClosureExprSyntax, timerNames: [String: Double]) -> ClosureRole {
    var label: String?
    var call: FunctionCallExprSyntax?
    if let argument = closure.parent?.as(LabeledExprSyntax.self) {
      label = argument.label?.text
      call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
    } else if let trailing = closure.parent?.as(MultipleTrailingClosureElementSyntax.self) {
      label = trailing.label.text
      call = trailing.parent?.parent?.as(FunctionCallExprSyntax.self)
    } else if let owner = closure.parent?.as(FunctionCallExprSyntax.self), owner.trailingClosure?.id == closure.id {
      call = owner
    }
    let name = call.flatMap(ActionClosures.calledName)
    let parameters = Self.parameterNames(closure)
    let data = Set(parameters.isEmpty ? ["$0", "$1", "$2"] : parameters)

    if let label, progressNames.contains(label) { return ClosureRole(evaluated: false, context: .progress, dataNames: data) }
    if let name, progressNames.contains(name) { return ClosureRole(evaluated: false, context: .progress, dataNames: data) }
    if parameters.contains(where: { $0.lowercased().contains("progress") || $0.lowercased().contains("fraction") }) {
      return ClosureRole(evaluated: false, context: .progress, dataNames: data)
    }
    if let call, let name, let interval = timerInterval(call, name: name, timerNames: timerNames) {
      // A timer with a long interval (a minute's refresh) does not tick.
      return ClosureRole(evaluated: false, context: interval <= Interval.often ? .timer : .other)
    }
    if let name, continuousCallbacks.contains(name) || (label.map(continuousCallbacks.contains) ?? false) {
      return ClosureRole(evaluated: false, context: .gesture, dataNames: data)
    }
    if name == "onChange", let call {
      let watched = call.arguments.first { $0.label?.text == "of" }?.expression ?? call.arguments.first?.expression
      return ClosureRole(evaluated: false, context: .onChange, watched: watched)
    }
    switch ClosureTiming.of(closure) {
    case .later: return ClosureRole(evaluated: false, context: .other, isBindingGetter: label == "get" && call.map(ClosureTiming.isBindingInit) == true)
    case .scope(.row):
      guard let call, let data = ClosureTiming.rowData(of: call) else { return ClosureRole(scope: .row) }
      return ClosureRole(scope: .row, rowData: data)
    case .scope(.reader): return ClosureRole(scope: .reader)
    case .scope(.presentation): return ClosureRole(scope: .presentation)
    case .body: return .inherited
    }
  }

  /// For `Timer.scheduledTimer { }`, `Timer(timeInterval:repeats:block:)`, a dispatch timer's handler, and
  /// `.sink`/`.onReceive` on a timer's publisher: the timer's interval (0 when not a literal); nil for other calls.
  private static func timerInterval(_ call: FunctionCallExprSyntax, name: String, timerNames: [String: Double]) -> Double? {
    // A one-shot timer (`repeats: false`: a debounce, a delay) fires once: no ticking.
    if call.arguments.contains(where: { $0.label?.text == "repeats" && $0.expression.trimmedDescription == "false" }) { return nil }
    if timerCalls.contains(name) {
      guard name != "schedule" || call.calledExpression.trimmedDescription.lowercased().contains("timer") else { return nil }
      return Interval.seconds(of: call) ?? 0
    }
    if name == "Timer" || (name == "init" && call.calledExpression.trimmedDescription.hasPrefix("Timer")) {
      return Interval.seconds(of: call) ?? 0
    }
    if name == "sink" || name == "receive" {
      let publisher = call.calledExpression.trimmedDescription
      if publisher.contains("Timer.publish") || publisher.contains("autoconnect") { return 0 }
      return timerNames.first { publisher.hasPrefix($0.key + ".") || publisher.contains("." + $0.key + ".") }?.value
    }
    if name == "onReceive", let publisher = call.arguments.first?.expression.trimmedDescription {
      let last = publisher.split(separator: ".").last.map(String.init) ?? publisher
      if publisher.contains("Timer.publish") || publisher.contains("autoconnect") { return timerNames[last] ?? 0 }
      return timerNames[last]
    }
    return nil
  }

  /// `item` for `$item`.
  static func unprojected(_ name: String) -> String { name.hasPrefix("$") ? String(name.dropFirst()) : name }

  /// The names a closure's parameters bind (`item`, `$item` as `item`).
  static func parameterNames(_ closure: ClosureExprSyntax) -> [String] {
    guard let clause = closure.signature?.parameterClause else { return [] }
    switch clause {
    case .simpleInput(let names): return names.map { Self.unprojected($0.name.text) }
    case .parameterClause(let parameters):
      return parameters.parameters.map { Self.unprojected(($0.secondName ?? $0.firstName).text) }
    @unknown default: return []
    }
  }
}
