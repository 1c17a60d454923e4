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
      @Environment, or a plain property) and one of its async methods writes one of its stored properties
      outside `MainActor.run`. It stays quiet where the build settings isolate code to the main actor by
      default (`SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor`, `.defaultIsolation(MainActor.self)`) or run
      nonisolated async functions on their caller's actor (`SWIFT_APPROACHABLE_CONCURRENCY`,
      `NonisolatedNonsendingByDefault`), and for SwiftData's `@Model` classes. `.lookout.json`'s
      `"defaultIsolation"` overrides the settings. The finding is on the class's name.
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
    ],
    nonTriggering: [
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
    ])
  static let triggerWords: Set<String> = ObservationAttributes.classMacros
  static let triggersOnObservableNames = true
  /// Model declarations, the views that hold them, and the async methods (or detached tasks) that write.
  static let requiredWords: Set<String> = ObservationAttributes.classMacros.union(["body", "async", "detached", "global"])

  struct Facts: Sendable {
    var heldByViews: Set<String> = []
    var candidates: [(name: String, place: LintProject.Place, storedVars: Set<String>)] = []
    /// Type name → the first async method (and the property it writes) of that type or its extensions.
    var asyncWrites: [String: (method: String, property: String)] = [:]
  }

  static func facts(in file: LintFile) -> Facts {
    var facts = Facts()
    // Code the build settings keep on the main actor (or whose async methods run on their caller's) is fine.
    if file.settings.isMainActorByDefault(file.path) || file.settings.runsNonisolatedAsyncOnCaller(file.path) { return facts }
    for node in file.nodes.classes where ObservationAttributes.isObservable(node) {
      let attributes = SyntaxNames.attributeNames(node.attributes)
      if !attributes.contains("MainActor") && !attributes.contains("Model") {
        let stored = Set(MemberDeclarations.properties(in: node.memberBlock).filter(\.isStoredInstanceVar).flatMap(\.names))
        facts.candidates.append((node.name.text, file.place(of: node.name), stored))
      }
    }
    for function in file.nodes.functions {
      guard let body = function.body, let owner = ownerName(of: function), facts.asyncWrites[owner] == nil else { continue }
      let isAsync = function.signature.effectSpecifiers?.asyncSpecifier != nil
        && !SyntaxNames.attributeNames(function.attributes).contains("MainActor")
      let write = isAsync ? offMainWrite(in: body, function: function) : backgroundClosureWrite(in: body, file: file)
      if let property = write { facts.asyncWrites[owner] = (function.name.text + "()", property) }
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

  /// The class (or extended type) a method belongs to.
  private static func ownerName(of function: FunctionDeclSyntax) -> String? {
    guard let type = SyntaxQueries.enclosingType(function) else { return nil }
    if let node = type.as(ClassDeclSyntax.self) { return node.name.text }
    if let node = type.as(ExtensionDeclSyntax.self) { return node.extendedType.trimmedDescription }
    return nil
  }

  /// The first property of `self` the body writes, outside closures isolated to the main actor; bare names
  /// count unless the function declares them itself.
  private static func offMainWrite(in body: CodeBlockSyntax, function: FunctionDeclSyntax) -> String? {
    let locals = Set(function.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
    var declared = locals
    for item in body.statements {
      if let variable = item.item.as(VariableDeclSyntax.self) {
        declared.formUnion(variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text })
      }
    }
    for item in StatementCollector.items(in: body) {
      guard let name = AssignmentTarget.name(of: item), !isOnMainActor(item) else { continue }
      let isSelf = item.trimmedDescription.hasPrefix("self.")
      if isSelf || !declared.contains(name) { return name }
    }
    return nil
  }

  /// A property of `self` written inside `Task.detached { }` or `DispatchQueue.global(…).async { }`.
  private static func backgroundClosureWrite(in body: CodeBlockSyntax, file: LintFile) -> String? {
    for call in file.nodes.calls.inside(body) {
      let callee = call.calledExpression.trimmedDescription
      guard callee == "Task.detached" || (callee.hasPrefix("DispatchQueue.global") && callee.hasSuffix(".async")) else { continue }
      for closure in SyntaxQueries.closures(of: call) {
        for item in StatementCollector.items(in: closure) {
          if let name = AssignmentTarget.name(of: item), item.trimmedDescription.hasPrefix("self.") || item.trimmedDescription.hasPrefix("self?.") {
            return name
          }
        }
      }
    }
    return nil
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
    var asyncWrites: [String: (method: String, property: String)] = [:]
    for fileFacts in facts { asyncWrites.merge(fileFacts.asyncWrites) { first, _ in first } }
    // One finding per class name: its last declaration, as a dictionary built in path order keeps it.
    var candidates: [String: (place: LintProject.Place, storedVars: Set<String>)] = [:]
    for candidate in facts.flatMap(\.candidates) { candidates[candidate.name] = (candidate.place, candidate.storedVars) }
    for (name, candidate) in candidates.sorted(by: { $0.key < $1.key })
    where heldByViews.contains(name) && !project.index.mainActor.contains(name) {
      guard let write = asyncWrites[name], candidate.storedVars.contains(write.property) else { continue }
      project.report(Self.self, at: candidate.place, "\(name) is held by views but not @MainActor, and its async \(write.method) writes \(write.property) off the main actor: add @MainActor to the class")
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
