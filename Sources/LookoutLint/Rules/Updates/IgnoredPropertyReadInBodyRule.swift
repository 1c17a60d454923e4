import LookoutSyntax
internal import SwiftSyntax

/// An `@ObservationIgnored` property that some view's `body` reads: that view never updates for it.
final class IgnoredPropertyReadInBodyRule: ProjectLintRule {
  static let description = RuleDescription(
    id: "ignored-property-read-in-body", kind: .updates, pitfalls: ["U3", "U11"], severity: .warning, confidence: .high,
    summary: "A view's body reads this @ObservationIgnored property: the view will not update when it changes; track it",
    explanation: """
      @ObservationIgnored (and @Untracked) take a property out of tracking: reads of it record nothing, so a
      body that shows it keeps the old value until something else makes the view update. If views show the
      property, remove the attribute; keep it only for state no view displays (caches, cancellables,
      formatters). The rule looks at the whole project: it matches `model.property` reads in what view
      bodies render (not in actions) whose `model` resolves to the class (by nesting path when the class
      name is declared more than once). It skips properties that only the initializer sets, wrapped
      ones (injected services), and dependencies the methods only call (`api.load()` changes nothing the
      property holds): none changes under a view. `@AppStorage` and `@SceneStorage` are the exception: the
      value changes whenever its key is written (a settings toggle, another view), but a model's wrapper
      tells Observation nothing, so a view that shows it through the model never updates. Read it through a
      computed property that calls `access(keyPath:)` and `withMutation(keyPath:)`, as `lookout migrate`
      writes it, or hold the `@AppStorage` in the view.
      """,
    triggering: [
      Example("""
      @Observable final class Cart {
          var items: [String] = []
          ↓@ObservationIgnored var lastRefresh = ""
          func refresh() { lastRefresh = "now" }
      }
      struct CartView: View {
          let cart: Cart
          var body: some View { Text(cart.lastRefresh) }
      }
      """, message: "Cart.lastRefresh is ignored but a view's body reads it: that view won't update when it changes; remove the attribute"),
      Example("""
      @Observable final class Settings {
          ↓@ObservationIgnored @AppStorage("fontSize") var fontSize = 14
      }
      struct Preview: View {
          let settings: Settings
          var body: some View { Text("Aa").font(.system(size: CGFloat(settings.fontSize))) }
      }
      """, message: "Settings.fontSize is stored by a wrapper Observation does not see, and a view's body reads it: that view won't update when its key changes; read it through a computed property that calls access(keyPath:) and withMutation(keyPath:)"),
    ],
    nonTriggering: [
      // What `lookout migrate` writes: the view reads the computed property, which reports its reads and writes.
      Example("""
      @Observable final class Settings {
          @ObservationIgnored @AppStorage("fontSize") private var _fontSize = 14
          var fontSize: Int {
              get { access(keyPath: \\.fontSize); return _fontSize }
              set { withMutation(keyPath: \\.fontSize) { _fontSize = newValue } }
          }
      }
      struct Preview: View {
          let settings: Settings
          var body: some View { Text("\\(settings.fontSize)") }
      }
      """),
      Example("""
      @Observable final class Feed {
          @ObservationIgnored var api = API()
          func reload() { api.refresh() }
      }
      struct FeedView: View {
          let feed: Feed
          var body: some View { Text(feed.api.name) }
      }
      """),
      Example("""
      @Observable final class Session {
          @ObservationIgnored var server: String
          init(server: String) { self.server = server }
      }
      struct ServerLabel: View {
          let session: Session
          var body: some View { Text(session.server) }
      }
      """),
      Example("""
      @Observable final class Cart {
          var items: [String] = []
          @ObservationIgnored var cache: [String: Int] = [:]
      }
      struct CartView: View {
          let cart: Cart
          var body: some View { Text("\\(cart.items.count)") }
      }
      """),
    ],
    measured: MeasuredPrecision(right: 3, wrong: 0, debatable: 0, on: MeasuredPrecision.newRules2026))
  static let triggerWords: Set<String> = ObservationAttributes.ignoring
  static let triggersOnObservableNames = true
  /// Ignored declarations, and the bodies that read them.
  static let requiredWords: Set<String> = ObservationAttributes.ignoring.union(["body"])

  /// Wrappers that store a value under a key: they update a view that holds them, not one that reads them
  /// through a model.
  static let storageWrappers: Set<String> = ["AppStorage", "SceneStorage"]

  struct Facts: Sendable {
    var ignored: [(type: String, qualified: String, name: String, place: LintProject.Place, storage: Bool)] = []
    /// `Type.property` read while a body renders, by the type's simple and its qualified name.
    var readInBodies: Set<String> = []
    var qualifiedReads: Set<String> = []
  }

  static func facts(in file: LintFile) -> Facts {
    var facts = Facts()
    for node in file.nodes.classes where ObservationAttributes.isObservable(node) {
      // What the class's methods (and its extensions' in this file) assign after initialisation.
      let methods = file.nodes.functions.filter { function in
        guard let owner = SyntaxQueries.enclosingType(function) else { return false }
        return owner.id == node.id || owner.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription.hasSuffix(node.name.text) == true
      }
      // Assigned or mutated; a method called on a property (`api.load()`) changes nothing a view shows.
      let assigned = methods.reduce(into: Set<String>()) { $0.formUnion(StateWrites.names(in: $1)) }
      let qualified = (outerPath(of: node) + [node.name.text]).joined(separator: ".")
      for property in MemberDeclarations.properties(in: node.memberBlock) where property.isStoredInstanceVar && ObservationAttributes.isIgnored(property) {
        let attribute = property.attributeNames.first(where: ObservationAttributes.ignoring.contains).flatMap(property.attribute(named:))
        let place = attribute.map(file.place(of:)) ?? file.place(of: property.decl)
        // `@AppStorage` and `@SceneStorage` change with their key, written by any view or setting, and tell
        // nothing to Observation outside a view.
        if !Set(property.propertyWrapperNames).isDisjoint(with: storageWrappers) {
          for name in property.names { facts.ignored.append((node.name.text, qualified, name, place, true)) }
          continue
        }
        // A wrapper (an injected service) or a property only the initializer sets does not change under a view.
        guard property.propertyWrapperNames.isEmpty else { continue }
        for name in property.names where assigned.contains(name) { facts.ignored.append((node.name.text, qualified, name, place, false)) }
      }
    }
    for node in file.nodes.structs where ViewDeclaration.isView(node) {
      guard let body = node.memberBlock.members.lazy.compactMap({ ComputedPropertyBody($0.decl) }).first(where: { $0.name == "body" }) else { continue }
      let outer = outerPath(of: node)
      for member in file.nodes.memberAccesses.inside(body.declaration) where SyntaxQueries.isRenderedInViewBody(member) {
        guard let base = member.base, let type = TypeResolution.type(of: base) else { continue }
        let name = member.declName.baseName.text
        facts.readInBodies.insert(type + "." + name)
        facts.qualifiedReads.insert((type.contains(".") ? type : (outer + [type]).joined(separator: ".")) + "." + name)
      }
    }
    return facts
  }

  /// The names of the types and extensions around a declaration, outermost first.
  static func outerPath(of node: some SyntaxProtocol) -> [String] {
    var path: [String] = []
    var current = node.parent
    while let scope = current {
      if let type = scope.asProtocol(NamedDeclSyntax.self), scope.is(ClassDeclSyntax.self) || scope.is(StructDeclSyntax.self) || scope.is(EnumDeclSyntax.self) {
        path.insert(type.name.text, at: 0)
      } else if let extensionDecl = scope.as(ExtensionDeclSyntax.self) {
        path.insert(extensionDecl.extendedType.trimmedDescription, at: 0)
      }
      current = scope.parent
    }
    return path
  }

  static func finish(_ facts: [Facts], project: LintProject) {
    let readInBodies = facts.reduce(into: Set<String>()) { $0.formUnion($1.readInBodies) }
    let qualifiedReads = facts.reduce(into: Set<String>()) { $0.formUnion($1.qualifiedReads) }
    // A class name declared more than once (`Home.StateModel`, `Settings.StateModel`) matches by its full path.
    let declarations = project.index.declarations.filter { $0.kind == .class }.reduce(into: [String: Int]()) { $0[$1.name, default: 0] += 1 }
    for property in facts.flatMap(\.ignored) {
      let unique = declarations[property.type, default: 0] <= 1
      let read = unique ? readInBodies.contains(property.type + "." + property.name) : qualifiedReads.contains(property.qualified + "." + property.name)
      guard read else { continue }
      if property.storage {
        project.report(Self.self, at: property.place, "\(property.type).\(property.name) is stored by a wrapper Observation does not see, and a view's body reads it: that view won't update when its key changes; read it through a computed property that calls access(keyPath:) and withMutation(keyPath:)")
      } else {
        project.report(Self.self, at: property.place, "\(property.type).\(property.name) is ignored but a view's body reads it: that view won't update when it changes; remove the attribute")
      }
    }
  }
}
