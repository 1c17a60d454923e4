import LookoutSyntax
internal import SwiftSyntax

/// The guides' steps 1, 2 and 4 for one model class: the conformance becomes the macro, `@Published` goes,
/// stored properties that are not state (subscriptions, tasks, services…) become ignored, and
/// `objectWillChange` plumbing is removed where it only forwarded changes (reported otherwise).
enum ModelRewrite {
  static func migrate(_ node: ClassDeclSyntax, model: ProjectIndex.Model, in context: RewriteContext) {
    if let reason = UnreadableModel.reason(node, index: context.plan.index, runtime: context.runtime) {
      return context.keepBack(model.name, rule: reason.rule, at: reason.node, reason.text)
    }
    let macro = context.runtime.classMacro
    if let clause = node.inheritanceClause { InheritanceRewrite.removeObservableObject(from: clause, in: context) }
    let hasMacro = SyntaxNames.attributeNames(node.attributes).contains { $0 == "Observable" || $0 == "Tracked" }
    // This declaration's own stored properties: another class of the same name may have others.
    let storedVars = ClassDetails(node).storedVars
    if !hasMacro && (model.conformsItself || !storedVars.isEmpty) {
      insertMacro("@\(macro)", on: node, in: context)
      context.needsRuntimeImport = true
    }
    ObjectWillChangeRewrite.migrate(node.memberBlock, model: model.name, stored: Set(storedVars), in: context)
    let announcements = context.plan.announced[model.name] ?? []
    var nowTracked: [String] = []
    var exported: Set<String> = []
    for decl in MemberDeclarations.all(in: node.memberBlock) {
      guard let property = StoredProperty(decl), property.isStoredInstanceVar else { continue }
      if hasMacro {
        // Already has the macro (migrated by hand, or conforming through a typealias): its stored
        // properties are tracked already; only leftover `@Published` goes.
        if let published = property.attribute(named: "Published") { context.remove(published, "remove @Published") }
        continue
      }
      if migrateProperty(property, announced: announcements, in: node, model: model.name, context: context), Self.viewsCanShow(property) {
        nowTracked += property.names
        // Public API may be shown by views outside the tree.
        if property.decl.modifiers.contains(where: { ["public", "open"].contains($0.name.text) }) { exported.formUnion(property.names) }
      }
    }
    if let store = context.plan.bridges.assignStores[model.name], store.isNew {
      addCancellableStore(store, to: node, in: context)
    }
    // Public API of an app's own package has its clients in the tree, which the check saw.
    let inAppPackage = context.plan.index.appPackages.contains { context.source.path.hasPrefix($0) }
    if model.conformsItself, !inAppPackage, node.modifiers.contains(where: { ["public", "open"].contains($0.name.text) }) {
      context.report(node.name, "\(model.name) is public and stops being an ObservableObject: code outside these sources that holds it with @StateObject, @ObservedObject or @EnvironmentObject, injects it with .environmentObject(_:) or uses objectWillChange no longer compiles",
                     suggestion: "release this as a breaking change of the library's API, or keep an ObservableObject variant beside it for clients that have not migrated (migrate this one with --only the others to leave it)")
    }
    // Computed properties in extensions read state too: those of this file are read; with one in another file,
    // what views reach through it cannot be told, and every property is named.
    let extendedElsewhere = context.plan.index.declarations(named: model.name).contains { $0.kind == .extension && $0.file != context.source.path }
    if let shown = context.plan.viewMembers, !extendedElsewhere {
      nowTracked = Self.shown(nowTracked, in: [node.memberBlock] + Self.extensions(of: model.name, besides: node), viewMembers: shown.union(exported))
    }
    if !nowTracked.isEmpty {
      let list = nowTracked.map { "\(model.name).\($0)" }.joined(separator: ", ")
      context.report(node.name, "\(list) \(nowTracked.count == 1 ? "was" : "were") not @Published and \(nowTracked.count == 1 ? "is" : "are") tracked now: views reading \(nowTracked.count == 1 ? "it" : "them") will now update when \(nowTracked.count == 1 ? "it changes" : "they change")",
                     suggestion: "nothing to do if views should follow \(nowTracked.count == 1 ? "it" : "them"); mark state views must not follow @\(context.runtime.ignoreMacro) (or migrate with --unpublished ignored to ignore every property that was not @Published)")
    }
  }

  /// `@Observable` next to the declaration, after the attributes already there (`@MainActor @Observable final
  /// class`), unless the project puts it first: on a line of its own where the declaration starts a line.
  private static func insertMacro(_ macro: String, on node: ClassDeclSyntax, in context: RewriteContext) {
    guard context.plan.index.style.observableAfterOtherAttributes, !node.attributes.isEmpty else {
      return context.insertLine(macro, before: node, "add \(macro)")
    }
    let anchor = Syntax(node.modifiers.first) ?? Syntax(node.classKeyword)
    let offset = anchor.positionAfterSkippingLeadingTrivia.utf8Offset
    let indentation = context.indentation(at: offset)
    let startsLine = context.startsLine(at: offset)
    let text = startsLine ? macro + context.newline + indentation : macro + " "
    context.insert(text, at: offset, "add \(macro)")
  }

  /// `@ObservationIgnored private var cancellables = Set<AnyCancellable>()` after the last stored property
  /// (first in the body if there is none), for the `sink`s that replace `assign(to: &$property)`.
  private static func addCancellableStore(_ store: PublisherBridges.CancellableStore, to node: ClassDeclSyntax, in context: RewriteContext) {
    let members = Array(node.memberBlock.members)
    let declaration = "@\(context.runtime.ignoreMacro) \(store.isPrivate ? "private " : "")var \(store.name) = Set<AnyCancellable>()"
    if let last = members.last(where: { StoredProperty($0.decl)?.isStored == true }) {
      let offset = last.decl.positionAfterSkippingLeadingTrivia.utf8Offset
      context.insert(context.newline + context.indentation(at: offset) + declaration, at: last.decl.endPosition.utf8Offset,
                     "add \(store.name) for the sinks that replace assign(to:)")
    } else if let first = members.first {
      context.insertLine(declaration, before: first.decl, "add \(store.name) for the sinks that replace assign(to:)")
    }
    context.needsRuntimeImport = true
  }

  /// Migrates one stored property; returns whether it was not `@Published` and is tracked now.
  private static func migrateProperty(
    _ property: StoredProperty, announced: Set<String>, in classDecl: ClassDeclSyntax, model: String, context: RewriteContext
  ) -> Bool {
    let ignore = context.runtime.ignoreMacro
    if let published = property.attribute(named: "Published") {
      context.remove(published, "remove @Published")
      if let name = property.names.first, context.plan.bridges.properties[model]?[name] != nil {
        PublisherSubjectRewrite.add(to: property, in: context)
      }
      return false
    }
    let names = property.attributeNames
    if names.contains("ObservationIgnored") || names.contains("Untracked") { return false }
    let wrappers = property.propertyWrapperNames
    if wrappers == ["AppStorage"] {
      if AppStorageRewrite.migrate(property, in: classDecl, context: context) { return false }
      // Ignored, the wrapper would stop updating the views that read it: the model stays, saying what would let it go.
      if let blocker = AppStorageRewrite.blocker(property, in: classDecl.memberBlock) {
        context.keepBack(model, rule: .appStorage, at: property.decl, "\(blocker.reason): \(blocker.fix), then run again")
        return false
      }
    }
    if property.isLazy || !wrappers.isEmpty {
      markIgnored(property, ignore: ignore, kind: property.isLazy ? "lazy var" : "property wrapper", in: context)
      if let wrapper = wrappers.first, !dependencyWrappers.contains(wrapper) {
        context.report(property.decl, "@\(wrapper) \(property.names.joined(separator: ", ")) in \(model) is a property wrapper, which can't be observed: it was marked @\(ignore) (as before the migration, views do not update when only it changes)",
                       suggestion: wrapperSuggestion(wrapper, property: property))
      }
      return false
    }
    if property.names.allSatisfy(announced.contains) { return false }  // announced by hand: stays tracked
    switch context.plan.unpublished {
    case .ignored:
      markIgnored(property, ignore: ignore, kind: "never published", in: context)
      return false
    case .tracked:
      guard let reason = NonStateProperty.reason(property, types: context.plan.index.members) else { return true }
      markIgnored(property, ignore: ignore, kind: reason, in: context)
      return false
    }
  }

  /// The properties among `names` view code can show: those it mentions (`model.count`), and those a computed
  /// property or value-returning method it mentions reads (`var label: String { "\(count)" }`).
  /// The member blocks of the extensions of `name` in the file that declares `node`.
  private static func extensions(of name: String, besides node: ClassDeclSyntax) -> [MemberBlockSyntax] {
    guard let file = node.root.as(SourceFileSyntax.self) else { return [] }
    return file.statements.compactMap { $0.item.as(ExtensionDeclSyntax.self) }
      .filter { $0.extendedType.trimmedDescription == name }
      .map(\.memberBlock)
  }

  private static func shown(_ names: [String], in blocks: [MemberBlockSyntax], viewMembers: Set<String>) -> [String] {
    // (The scan finds names of two characters or more: a shorter one is kept.)
    let candidates = Set(names.filter { !viewMembers.contains($0) && $0.count >= 2 })
    guard !candidates.isEmpty else { return names }
    var readThroughViews: Set<String> = []
    for decl in blocks.flatMap(MemberDeclarations.all(in:)) {
      let member: (name: String, body: Syntax)?
      if let function = decl.as(FunctionDeclSyntax.self), function.signature.returnClause != nil, let body = function.body {
        member = (function.name.text, Syntax(body))
      } else if let variable = decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first, variable.bindings.count == 1,
                binding.accessorBlock != nil, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
        member = (name, Syntax(binding))
      } else {
        member = nil
      }
      guard let member, viewMembers.contains(member.name) else { continue }
      readThroughViews.formUnion(IdentifierScan.identifiers(in: Array(member.body.description.utf8), among: candidates))
    }
    return names.filter { !candidates.contains($0) || readThroughViews.contains($0) }
  }

  /// Whether a view can read the property itself: not `private` or `fileprivate` (read through a computed
  /// property, it only makes that property right), and not a closure (called, not shown). The "tracked now"
  /// note lists only these.
  private static func viewsCanShow(_ property: StoredProperty) -> Bool {
    let hidden = property.decl.modifiers.contains { modifier in
      [.keyword(.private), .keyword(.fileprivate)].contains(modifier.name.tokenKind) && modifier.detail == nil
    }
    guard !hidden else { return false }
    guard var type = property.decl.bindings.first?.typeAnnotation?.type else { return true }
    while true {
      if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType
      } else if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { type = unwrapped.wrappedType
      } else if let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType
      } else if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first { type = only.type
      } else { break }
    }
    return !type.is(FunctionTypeSyntax.self)
  }

  /// Wrappers that hold an injected dependency and never announce a change: ignoring them changes nothing
  /// a person must look at.
  static let dependencyWrappers: Set<String> = ["Injected", "LazyInjected", "WeakLazyInjected", "Dependency", "Inject", "Injection"]

  private static func markIgnored(_ property: StoredProperty, ignore: String, kind: String, in context: RewriteContext) {
    context.insert("@\(ignore) ", at: property.decl.positionAfterSkippingLeadingTrivia.utf8Offset, "@\(ignore) (\(kind))")
    context.needsRuntimeImport = true
  }

  private static func wrapperSuggestion(_ wrapper: String, property: StoredProperty) -> String {
    let name = property.names.first ?? "value"
    guard wrapper == "AppStorage" else {
      return "keep the value in a tracked property, or track the wrapper by hand: a computed `\(name)` whose getter calls `access(keyPath: \\.\(name))` and whose setter wraps the write in `withMutation(keyPath: \\.\(name)) { … }`"
    }
    return "give `\(name)` an explicit type and run again: it becomes a tracked computed property over `@AppStorage private var _\(name)`, so writes through the model update the views"
  }
}

extension ModelRewrite {
  /// Whether this declaration is the model the index knows by its name: it lists a type that implies
  /// `ObservableObject`, inherits from a model, or — when no class of that name does either — gets the
  /// conformance from an extension. A class of the same name nested elsewhere is left alone.
  static func isModelDeclaration(_ node: ClassDeclSyntax, index: ProjectIndex) -> Bool {
    func conforms(_ inherited: [String]) -> Bool {
      inherited.contains(where: index.observableProtocols.contains) || inherited.first.map { index.models[$0] != nil } == true
    }
    if conforms(SyntaxNames.inherited(node.inheritanceClause)) { return true }
    let name = node.name.text
    return !index.classDeclarations(named: name).contains { conforms($0.inherited) }
  }
}
