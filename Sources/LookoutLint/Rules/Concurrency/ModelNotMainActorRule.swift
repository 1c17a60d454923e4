import LookoutSyntax
internal import SwiftSyntax

/// U7: an observable model that views hold, not isolated to the main actor, with an `async` method that
/// writes its state (and so runs, and writes, off the main actor).
final class ModelNotMainActorRule: ProjectLintRule {
  static let description = RuleDescription(
    id: "model-not-main-actor", kind: .concurrency, pitfalls: ["U7"], severity: .warning, confidence: .high,
    summary: "Views hold this @Observable model, it is not @MainActor, and an async method writes its state off the main actor: add @MainActor",
    explanation: """
      ObservableObject warned "Publishing changes from background threads is not allowed"; Observation
      doesn't. An `async` method of a class that is not isolated to an actor runs on the global executor
      (SE-0338), so `func load() async { items = try await api.items() }` writes `items` on a background
      thread while SwiftUI may be reading it, and nothing tells you. Isolate UI models to the main actor
      (`@MainActor @Observable final class …`); do background work in `nonisolated` functions and assign
      results on the main actor.
      The rule reports a model only with that evidence: some view holds it (@State, @Bindable,
      @Environment, or a plain property) and one of its async methods (or a `Task.detached` or global-queue
      closure in its methods) writes one of its tracked properties that views can read (not ignored, not
      `private`) outside `MainActor.run`, itself or through a synchronous method of the class it calls
      (which runs where its caller runs). A method called on a property (`service.load()`) is not a write
      of this object; a mutating call on a value (`items.append(x)`) is. A class is on the main actor also when
      its declaration conforms to a `@MainActor` protocol or inherits from a `@MainActor` class (the
      project's, or UIKit's and AppKit's: a view controller, an application delegate…), as Swift infers. It stays quiet where the build settings isolate code to the main actor by
      default (`SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor`, `.defaultIsolation(MainActor.self)`) or run
      nonisolated async functions on their caller's actor (`SWIFT_APPROACHABLE_CONCURRENCY`,
      `NonisolatedNonsendingByDefault`), and for SwiftData's `@Model` classes. The settings are those of the
      target that compiles the file (an app target's main-actor default says nothing about its widget's
      files). `.lookout.json`'s `"defaultIsolation"` overrides the settings. The finding is on the class's name.
      Confidence: high — the write does happen off the main actor; it races when a view reads meanwhile.
      """,
    triggering: [
      Example("""
      @Observable final class ↓Cart {
          var items: [String] = []
          func load() async { items = await fetchItems() }
      }
      struct CartView: View {
          @State private var cart = Cart()
          var body: some View { Text("\\(cart.items.count)") }
      }
      """, message: "Cart is held by views but not @MainActor, and its async load() writes items off the main actor: add @MainActor to the class"),
      Example("""
      @Observable final class ↓Feed {
          var posts: [String] = []
          func refresh() { Task.detached { self.posts = await fetchPosts() } }
      }
      struct FeedView: View {
          let feed: Feed
          var body: some View { Text("\\(feed.posts.count)") }
      }
      """),
      Example("""
      @Observable final class ↓Todos {
          var items: [String] = []
          private var source: [String] = []
          func load() async {
              source = await fetchItems()
              apply()
          }
          private func apply() { items = source.sorted() }
      }
      struct TodosView: View {
          let todos: Todos
          var body: some View { Text("\\(todos.items.count)") }
      }
      """),
    ],
    nonTriggering: [
      Example("""
      @MainActor protocol Screen: AnyObject {}
      @Observable final class Inbox: Screen {
          var messages: [String] = []
          func load() async { messages = await fetchMessages() }
      }
      @Observable final class Sync {
          @ObservationIgnored var service = SyncService()
          private var pending: [String] = []
          var status = ""
          func run() async {
              await service.start()
              pending = await service.queue()
          }
          func refresh() {
              Task.detached { await MainActor.run { self.status = "done" } }
          }
      }
      struct InboxView: View {
          @State private var inbox = Inbox()
          @State private var sync = Sync()
          var body: some View { Text("\\(inbox.messages.count) \\(sync.status)") }
      }
      """),
      Example("""
      @MainActor @Observable final class Cart {
          var items: [String] = []
          func load() async { items = await fetchItems() }
      }
      struct CartView: View {
          @State private var cart = Cart()
          var body: some View { Text("\\(cart.items.count)") }
      }
      """),
      Example("""
      @Observable final class Cart {
          var items: [String] = []
          func add(_ item: String) { items.append(item) }
      }
      struct CartView: View {
          @State private var cart = Cart()
          var body: some View { Text("\\(cart.items.count)") }
      }
      """),
      Example("""
      @Observable final class Cart {
          var items: [String] = []
          func load() async {
              let loaded = await fetchItems()
              await MainActor.run { items = loaded }
          }
      }
      struct CartView: View {
          @State private var cart = Cart()
          var body: some View { Text("\\(cart.items.count)") }
      }
      """),
      Example("""
      @Model final class Trip {
          var name = ""
          func rename() async { name = await suggestedName() }
      }
      struct TripView: View {
          let trip: Trip
          var body: some View { Text(trip.name) }
      }
      """),
    ],
    measured: MeasuredPrecision(right: 4, wrong: 0, debatable: 1, on: MeasuredPrecision.december2026))
  static let triggerWords: Set<String> = ObservationAttributes.classMacros
  static let triggersOnObservableNames = true
  /// Model declarations, the views that hold them, and the async methods (or detached tasks) that write.
  static let requiredWords: Set<String> = ObservationAttributes.classMacros.union(["body", "async", "detached", "global"])

  /// An off-main write: in an `async` method, or in a background closure (`Task.detached`, a global queue).
  struct Write: Sendable {
    let method: String
    let property: String
    let inBackgroundClosure: Bool
  }

  struct Candidate: Sendable {
    let name: String
    let place: LintProject.Place
    /// The tracked stored properties views can read (not ignored, not private).
    let visibleState: Set<String>
    /// What the declaration conforms to or inherits from: an isolation may come with it.
    let inherited: [String]
  }

  struct Facts: Sendable {
    var heldByViews: Set<String> = []
    var candidates: [Candidate] = []
    /// Type name → the off-main writes of that type's methods (and its extensions'), in source order.
    var writes: [String: [Write]] = [:]
    /// Type name → the methods of self its async methods call: (async method, called method).
    var calls: [String: [(String, String)]] = [:]
    /// Type name → what each of its synchronous methods writes.
    var syncWrites: [String: [String: [String]]] = [:]
  }

  /// `update()` or `self.update()`: a method called on self.
  static func calledOnSelf(_ call: FunctionCallExprSyntax) -> String? {
    if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" else { return nil }
    return member.declName.baseName.text
  }

  static func facts(in file: LintFile) -> Facts {
    var facts = Facts()
    // Code the build settings keep on the main actor (or whose async methods run on their caller's) is fine.
    if file.settings.isMainActorByDefault(file.path) || file.settings.runsNonisolatedAsyncOnCaller(file.path) { return facts }
    for node in file.nodes.classes where ObservationAttributes.isObservable(node) && !file.isPreview(node) {
      let attributes = SyntaxNames.attributeNames(node.attributes)
      if !attributes.contains("MainActor") && !attributes.contains("Model") {
        let visible = MemberDeclarations.properties(in: node.memberBlock).filter { property in
          property.isStoredInstanceVar && !ObservationAttributes.isIgnored(property) && !Self.isHidden(property)
        }
        facts.candidates.append(Candidate(name: node.name.text, place: file.place(of: node.name), visibleState: Set(visible.flatMap(\.names)),
                                          inherited: SyntaxNames.inherited(node.inheritanceClause)))
      }
    }
    for function in file.nodes.functions {
      guard let body = function.body, let owner = ownerName(of: function) else { continue }
      let isMainActor = SyntaxNames.attributeNames(function.attributes).contains("MainActor")
      let isAsync = function.signature.effectSpecifiers?.asyncSpecifier != nil && !isMainActor
      let written = isAsync ? offMainWrites(in: body, function: function) : backgroundClosureWrites(in: body, file: file)
      facts.writes[owner, default: []] += written.map { Write(method: function.name.text + "()", property: $0, inBackgroundClosure: !isAsync) }
      if isAsync {
        // A synchronous method it calls on self runs where it runs: off the main actor too.
        let called = Set(file.nodes.calls.inside(body).filter { !isOnMainActor($0) }.compactMap(Self.calledOnSelf))
        for method in called { facts.calls[owner, default: []].append((function.name.text + "()", method)) }
      } else if !isMainActor, function.signature.effectSpecifiers?.asyncSpecifier == nil {
        // Only its own statements: a closure it hands on (a sink, a callback) runs later, elsewhere.
        facts.syncWrites[owner, default: [:]][function.name.text, default: []] += offMainWrites(in: body, function: function, includingClosures: false)
      }
    }
    for node in file.nodes.structs where ViewDeclaration.isView(node) {
      for property in MemberDeclarations.properties(in: node.memberBlock) {
        if let type = property.typeName { facts.heldByViews.insert(type) }
        if let environment = property.attribute(named: "Environment"), let argument = environment.arguments?.trimmedDescription,
           argument.hasSuffix(".self") {
          facts.heldByViews.insert(String(argument.dropLast(5)))
        }
      }
    }
    return facts
  }

  /// `private var` (not `private(set)`): no view reads it.
  static func isHidden(_ property: StoredProperty) -> Bool {
    property.decl.modifiers.contains { [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) && $0.detail == nil }
  }

  /// The class (or extended type) a method belongs to.
  private static func ownerName(of function: FunctionDeclSyntax) -> String? {
    guard let type = SyntaxQueries.enclosingType(function) else { return nil }
    if let node = type.as(ClassDeclSyntax.self) { return node.name.text }
    if let node = type.as(ExtensionDeclSyntax.self) { return node.extendedType.trimmedDescription }
    return nil
  }

  /// The properties of `self` the body writes, outside closures isolated to the main actor; bare names
  /// count unless the function declares them itself.
  private static func offMainWrites(in body: CodeBlockSyntax, function: FunctionDeclSyntax, includingClosures: Bool = true) -> [String] {
    let locals = Set(function.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
    var declared = locals
    for item in body.statements {
      if let variable = item.item.as(VariableDeclSyntax.self) {
        declared.formUnion(variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text })
      }
    }
    var written: [String] = []
    for item in StatementCollector.items(in: body) {
      guard let name = writtenProperty(item), !isOnMainActor(item), includingClosures || item.nearest(ClosureExprSyntax.self) == nil else { continue }
      let isSelf = item.trimmedDescription.hasPrefix("self.")
      if isSelf || !declared.contains(name) { written.append(name) }
    }
    return written
  }

  /// The property a statement writes: an assignment (`x = …`, `self.x += …`), or a mutating call on a value
  /// (`items.append(…)`). A method called on a property (`service.load()`) writes nothing of this object:
  /// the property holds a reference, or the method is not a mutation the linter can see.
  static func writtenProperty(_ item: CodeBlockItemSyntax) -> String? {
    guard let name = AssignmentTarget.name(of: item) else { return nil }
    if case .expr(let expression) = item.item, let call = expression.as(FunctionCallExprSyntax.self) {
      guard let method = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
            StateWrites.mutatingMethods.contains(method) else { return nil }
    }
    return name
  }

  /// The properties of `self` written inside `Task.detached { }` or `DispatchQueue.global(…).async { }`, outside
  /// a hop back to the main actor.
  private static func backgroundClosureWrites(in body: CodeBlockSyntax, file: LintFile) -> [String] {
    var written: [String] = []
    for call in file.nodes.calls.inside(body) {
      let callee = call.calledExpression.trimmedDescription
      guard callee == "Task.detached" || (callee.hasPrefix("DispatchQueue.global") && callee.hasSuffix(".async")) else { continue }
      for closure in SyntaxQueries.closures(of: call) {
        for item in StatementCollector.items(in: closure) where !isOnMainActor(item) {
          if let name = writtenProperty(item), item.trimmedDescription.hasPrefix("self.") || item.trimmedDescription.hasPrefix("self?.") {
            written.append(name)
          }
        }
      }
    }
    return written
  }

  /// Inside `MainActor.run { }`, `Task { @MainActor in }` or another closure marked `@MainActor`.
  private static func isOnMainActor(_ node: some SyntaxProtocol) -> Bool {
    var current = node.parent
    while let scope = current, !scope.is(FunctionDeclSyntax.self) {
      if let closure = scope.as(ClosureExprSyntax.self) {
        if closure.signature?.attributes.contains(where: { $0.trimmedDescription == "@MainActor" }) == true { return true }
        if let call = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
           call.calledExpression.trimmedDescription.hasPrefix("MainActor.") || call.calledExpression.trimmedDescription == "DispatchQueue.main.async" {
          return true
        }
      }
      current = scope.parent
    }
    return false
  }

  static func finish(_ facts: [Facts], project: LintProject) {
    let heldByViews = facts.reduce(into: Set<String>()) { $0.formUnion($1.heldByViews) }
    var writes: [String: [Write]] = [:]
    for fileFacts in facts { writes.merge(fileFacts.writes) { $0 + $1 } }
    var syncWrites: [String: [String: [String]]] = [:]
    for fileFacts in facts { syncWrites.merge(fileFacts.syncWrites) { $0.merging($1) { $0 + $1 } } }
    for fileFacts in facts {
      for (owner, calls) in fileFacts.calls {
        for (method, called) in calls {
          writes[owner, default: []] += (syncWrites[owner]?[called] ?? []).map { Write(method: method, property: $0, inBackgroundClosure: false) }
        }
      }
    }
    // One finding per class name: its last declaration, as a dictionary built in path order keeps it.
    var candidates: [String: Candidate] = [:]
    for candidate in facts.flatMap(\.candidates) { candidates[candidate.name] = candidate }
    for (name, candidate) in candidates.sorted(by: { $0.key < $1.key })
    where heldByViews.contains(name) && !project.index.mainActor.contains(name)
      && !MainActorIsolation.isInherited(from: candidate.inherited, index: project.index) {
      guard let write = writes[name]?.first(where: { candidate.visibleState.contains($0.property) }) else { continue }
      let how = write.inBackgroundClosure ? "\(write.method) writes \(write.property) in a background closure" : "its async \(write.method) writes \(write.property) off the main actor"
      project.report(Self.self, at: candidate.place, "\(name) is held by views but not @MainActor, and \(how): add @MainActor to the class")
    }
  }
}

/// Every statement in a block, nested blocks and closures included.
private final class StatementCollector: SyntaxVisitor {
  var items: [CodeBlockItemSyntax] = []
  static func items(in node: some SyntaxProtocol) -> [CodeBlockItemSyntax] {
    let collector = StatementCollector(viewMode: .sourceAccurate)
    collector.walk(node)
    return collector.items
  }
  override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind { items.append(node); return .visitChildren }
}
