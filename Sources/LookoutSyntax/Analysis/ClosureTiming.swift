package import SwiftSyntax

/// When SwiftUI runs a closure written in view code, decided by the API it is given to: the one table of which
/// closures run in `body`, shared by the map of reads, lint's rules and the bridge migration.
///
/// - `body`: while the body runs (a container's content, a content modifier's, an alert's message, a
///   sequence operation's closure): its reads are the body's.
/// - `scope`: in an update scope of its own that SwiftUI re-runs alone (a `ForEach` row, a `GeometryReader`'s
///   content, a sheet's content).
/// - `later`: not while the view is built (an action, a gesture's or lifecycle modifier's callback, a task,
///   an environment action's handler, a `Binding(get:set:)`'s getter and setter, a closure kept as a value).
package enum ClosureTiming: Equatable, Sendable {
  case body
  case scope(OwnScope)
  case later

  /// A scope SwiftUI re-runs on its own.
  package enum OwnScope: Equatable, Sendable {
    /// One per element: `ForEach(data) { }`, `List(data) { }`.
    case row
    /// Called during layout: `GeometryReader { }`, `ScrollViewReader { }`.
    case reader
    /// Called when presented: `.sheet { }`, `.popover { }`, `.navigationDestination { }`.
    case presentation
  }

  /// Views whose content closure makes one row per element (when given data).
  package static let rowBuilders: Set<String> = ["ForEach", "List", "OutlineGroup", "Table"]
  /// Views whose content closure SwiftUI calls during layout, apart from the body that creates them.
  package static let readers: Set<String> = ["GeometryReader", "ScrollViewReader"]
  /// Modifiers whose content SwiftUI builds when it presents it.
  package static let presentations: Set<String> = [
    "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "navigationDestination", "inspector",
  ]
  /// Labels of a presentation's closures that run with the body that declares it (`.alert(…) { } message: { }`).
  package static let presentationBodyLabels: Set<String> = ["message"]
  /// SwiftUI's containers: their content is views, whatever its statements look like (`VStack { a.frame(…) }`).
  package static let containers: Set<String> = [
    "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow", "Group",
    "Section", "Form", "ScrollView", "NavigationStack", "NavigationView", "NavigationSplitView", "TabView", "Menu",
    "DisclosureGroup", "GroupBox", "ControlGroup", "ViewThatFits", "Toolbar", "ToolbarItem", "ToolbarItemGroup",
  ]
  /// SwiftUI modifiers whose trailing closure builds views, evaluated with the body.
  package static let contentModifiers: Set<String> = [
    "overlay", "background", "mask", "toolbar", "contextMenu", "swipeActions", "safeAreaInset", "searchSuggestions",
    "tabItem", "presentationBackground", "containerBackground", "accessibilityRepresentation", "accessibilityActions",
    "draggable", "visualEffect", "scrollTransition", "transformEnvironment", "labelsVisibility", "popoverTip",
    "dialogSuppressionToggle",
  ]
  /// Functions that call their closure at once, during the code that calls them.
  package static let immediateCalls: Set<String> = [
    "map", "compactMap", "flatMap", "filter", "reduce", "forEach", "sorted", "sort", "contains", "first", "last",
    "allSatisfy", "min", "max", "firstIndex", "lastIndex", "partition", "removeAll", "drop", "prefix", "count", "split",
    "sum", "withExtendedLifetime", "assumeIsolated", "withLock", "sync", "performAndWait", "mapValues",
    "compactMapValues",
  ]

  /// `Binding(get:set:)`, `Binding<T>(get:set:)` or `.init(get:set:)`: a call named so, or one taking both
  /// `get:` and `set:` arguments.
  package static func isBindingInit(_ call: FunctionCallExprSyntax) -> Bool {
    if calledName(call) == "Binding" { return true }
    let labels = Set(call.arguments.compactMap { $0.label?.text } + (call.additionalTrailingClosures.map { $0.label.text }))
    return labels.isSuperset(of: ["get", "set"])
  }

  /// When `closure` runs, from the call it is given to and its label there.
  package static func of(_ closure: ClosureExprSyntax) -> ClosureTiming {
    let (call, label) = Self.call(taking: closure)
    let name = call.flatMap(Self.calledName)
    // A closure kept as a value (returned, stored, assigned) runs whenever its holder calls it.
    if ClosureShape.isValue(closure) || ClosureShape.awaits(closure) { return .later }
    // `Binding(get: { … }, set: { … })` (also `.init(get:set:)` where a Binding is expected): a control calls
    // both when it reads and writes; any `set:` runs on a write.
    if label == "set" || (label == "get" && call.map(isBindingInit) == true) { return .later }
    // An environment action's handler (`OpenURLAction { url in … }`) runs when the action is called.
    if let name, name.hasSuffix("Action"), name.first?.isUppercase == true { return .later }
    if ActionClosures.isAction(closure) { return .later }
    guard let call, let name else { return .body }
    if immediateCalls.contains(name) || containers.contains(name) { return .body }
    if let label, presentationBodyLabels.contains(label), presentations.contains(name) { return .body }
    if presentations.contains(name), call.calledExpression.is(MemberAccessExprSyntax.self) { return .scope(.presentation) }
    if contentModifiers.contains(name) { return .body }
    if readers.contains(name) { return .scope(.reader) }
    if rowBuilders.contains(name), let data = rowData(of: call), !data.is(ClosureExprSyntax.self) { return .scope(.row) }
    // `AsyncButton { … } label: { … }`, `SaveButton(node: node) { save() }`: a button of the project's own runs
    // its trailing closure when tapped (unless an `action:` argument is given, as `Button(action:) { label }`).
    if name.hasSuffix("Button"), call.trailingClosure?.id == closure.id,
       !call.arguments.contains(where: { $0.label?.text == "action" }) {
      return .later
    }
    // A closure whose statements do things rather than describe views, given to a view of the project
    // (`FlowView(…) { model.finish() }`) or a modifier (`.refreshTick { model.tick() }`): an action run later.
    if !rowBuilders.contains(name), ClosureShape.performsActions(closure) { return .later }
    // The trailing closure of a method that is neither SwiftUI's content modifier nor a builder, and does not
    // build views (`.destructive(Text("Reset")) { reset() }`, a custom callback): run later.
    if name.first?.isLowercase == true, call.trailingClosure?.id == closure.id, !ClosureShape.buildsViews(closure),
       !rowBuilders.contains(name) {
      return .later
    }
    return .body
  }

  /// Whether `expression` is handed over as code to run later rather than read now: a function or method
  /// passed as an action (`.onAppear(perform: Service.shared.refresh)`, `Button("Go", action: model.go)`).
  package static func isPassedAsAction(_ expression: some SyntaxProtocol) -> Bool {
    var current: Syntax? = Syntax(expression)
    while let node = current, !node.is(CodeBlockItemSyntax.self) {
      if let argument = node.as(LabeledExprSyntax.self) {
        guard let label = argument.label?.text, ActionClosures.isActionLabel(label) else { return false }
        // The argument itself is the function (not a call made to compute it).
        return !argument.expression.is(FunctionCallExprSyntax.self) && !argument.expression.is(ClosureExprSyntax.self)
      }
      if node.is(ClosureExprSyntax.self) || node.is(FunctionCallExprSyntax.self) && node.id != Syntax(expression).id {
        return false
      }
      current = node.parent
    }
    return false
  }

  /// The data a row builder is given: its first unlabelled or `data:` argument.
  package static func rowData(of call: FunctionCallExprSyntax) -> ExprSyntax? {
    call.arguments.first(where: { $0.label == nil || $0.label?.text == "data" })?.expression
  }

  /// The call a closure is an argument or trailing closure of, with its label.
  package static func call(taking closure: ClosureExprSyntax) -> (FunctionCallExprSyntax?, String?) {
    if let argument = closure.parent?.as(LabeledExprSyntax.self) {
      return (argument.parent?.parent?.as(FunctionCallExprSyntax.self), argument.label?.text)
    }
    if let trailing = closure.parent?.as(MultipleTrailingClosureElementSyntax.self) {
      return (trailing.parent?.parent?.as(FunctionCallExprSyntax.self), trailing.label.text)
    }
    if let owner = closure.parent?.as(FunctionCallExprSyntax.self), owner.trailingClosure?.id == closure.id {
      return (owner, nil)
    }
    return (nil, nil)
  }

  /// The called name: `sink` in `x.sink { }`, `Task` in `Task { }`, `Binding` in `Binding<Bool>(…)`.
  package static func calledName(_ call: FunctionCallExprSyntax) -> String? {
    if let generic = call.calledExpression.as(GenericSpecializationExprSyntax.self) {
      return generic.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
    }
    return ActionClosures.calledName(call)
  }
}
