import LookoutSyntax
internal import SwiftSyntax

/// The guides' steps 1, 2 and 4 for one model class: the conformance becomes the macro, `@Published` goes,
/// stored properties that were never published are kept unobserved, and `objectWillChange` plumbing is
/// removed where it only forwarded changes (reported otherwise).
enum ModelMigration {
  static func migrate(_ node: ClassDeclSyntax, model: ProjectIndex.Model, in context: RewriteContext) {
    let macro = context.runtime.classMacro
    if let clause = node.inheritanceClause { InheritanceEdit.removeObservableObject(from: clause, in: context) }
    let hasMacro = SyntaxNames.attributeNames(node.attributes).contains { $0 == "Observable" || $0 == "Tracked" }
    if !hasMacro && (model.conformsItself || model.hasStoredVars) {
      context.insertLine("@\(macro)", before: node, "add @\(macro)")
      context.needsRuntimeImport = true
    }
    let announcements = ObjectWillChangeMigration.migrate(node.memberBlock, model: model.name, in: context)
    for decl in MemberDeclarations.all(in: node.memberBlock) {
      guard let property = StoredProperty(decl), property.isStoredInstanceVar else { continue }
      if hasMacro {
        // Already has the macro (migrated by hand, or conforming through a typealias): its stored
        // properties are tracked already; only leftover `@Published` goes.
        if let published = property.attribute(named: "Published") { context.remove(published, "remove @Published") }
        continue
      }
      migrateProperty(property, announced: announcements, in: node, model: model.name, context: context)
    }
  }

  private static func migrateProperty(
    _ property: StoredProperty, announced: Set<String>, in classDecl: ClassDeclSyntax, model: String, context: RewriteContext
  ) {
    let ignore = context.runtime.ignoreMacro
    if let published = property.attribute(named: "Published") {
      context.remove(published, "remove @Published")
      return
    }
    let names = property.attributeNames
    if names.contains("ObservationIgnored") || names.contains("Untracked") { return }
    let wrappers = property.propertyWrapperNames
    if wrappers == ["AppStorage"], AppStorageMigration.migrate(property, in: classDecl, context: context) { return }
    if property.isLazy || !wrappers.isEmpty {
      markIgnored(property, ignore: ignore, kind: property.isLazy ? "lazy var" : "property wrapper", in: context)
      if let wrapper = wrappers.first {
        context.report(property.decl, "@\(wrapper) \(property.names.joined(separator: ", ")) in \(model) is a property wrapper, which can't be observed: it was marked @\(ignore) (as before the migration, views do not update when only it changes)",
                       suggestion: wrapperSuggestion(wrapper, property: property))
      }
      return
    }
    if property.names.allSatisfy(announced.contains) { return }  // announced by hand: stays tracked
    markIgnored(property, ignore: ignore, kind: "never published", in: context)
  }

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

/// Removing `ObservableObject` from an inheritance clause, keeping the rest and its formatting.
enum InheritanceEdit {
  static func isObservableObject(_ type: TypeSyntax) -> Bool {
    if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text == "ObservableObject" }
    if let member = type.as(MemberTypeSyntax.self) { return member.name.text == "ObservableObject" }
    return false
  }

  /// Removes the `ObservableObject` item; returns whether the clause is now empty.
  @discardableResult
  static func removeObservableObject(from clause: InheritanceClauseSyntax, in context: RewriteContext) -> Bool {
    let items = Array(clause.inheritedTypes)
    guard let index = items.firstIndex(where: { isObservableObject($0.type) }) else { return false }
    if items.count == 1 {
      context.replace(RewriteContext.trimmedRange(clause), with: "", "remove ObservableObject")
      return true
    }
    let item = items[index]
    if index == 0 {
      // `ObservableObject, Identifiable` → `Identifiable`
      let next = items[1]
      context.replace(item.positionAfterSkippingLeadingTrivia.utf8Offset..<next.positionAfterSkippingLeadingTrivia.utf8Offset,
                      with: "", "remove ObservableObject")
    } else {
      // `NSObject, ObservableObject` → `NSObject`
      let previous = items[index - 1]
      let start = previous.type.endPositionBeforeTrailingTrivia.utf8Offset
      context.replace(start..<item.type.endPositionBeforeTrailingTrivia.utf8Offset, with: "", "remove ObservableObject")
    }
    return false
  }
}
