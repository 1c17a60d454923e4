/// What the whole project declares, for rules that must know a type's kind: which classes are observable
/// (`@Observable`, `@Tracked`, SwiftData's `@Model`, or a subclass of one), which are legacy
/// `ObservableObject`s, which are `@MainActor`. Built from the token scan, before any file is parsed.
package struct TypeIndex: Sendable {
  package let declarations: [FileFacts.TypeFact]
  /// Classes carrying an observable macro themselves.
  package let annotatedObservable: Set<String>
  /// Annotated classes and their subclasses.
  package let observable: Set<String>
  /// `ObservableObject` classes.
  package let legacy: Set<String>
  package let mainActor: Set<String>
  package let protocols: Set<String>
  /// Each class's superclass, when it is a class of the project.
  package let superclass: [String: String]
  /// The `$name`s each type's body and extensions use, anywhere in the project.
  package let projectedNames: [String: Set<String>]
  /// Core Data `NSManagedObject` subclasses (directly or through project classes): `ObservableObject`s
  /// through their superclass, whatever macro they carry.
  package let managedObjects: Set<String>
  /// `@propertyWrapper` types the project declares.
  package let propertyWrappers: Set<String>
  /// Modules some file re-exports (`@_exported import Combine`).
  package let exportedImports: Set<String>

  package init(facts: [FileFacts]) {
    let types = facts.flatMap(\.types)
    exportedImports = Set(facts.flatMap(\.exportedImports))
    var projectedNames: [String: Set<String>] = [:]
    for file in facts { for (type, names) in file.projections { projectedNames[type, default: []].formUnion(names.keys) } }
    self.projectedNames = projectedNames
    propertyWrappers = Set(types.filter { $0.attributes.contains("propertyWrapper") }.map(\.name))
    declarations = types
    let classes = types.filter { $0.kind == .class }
    let classNames = Set(classes.map(\.name))
    var superclass: [String: String] = [:]
    // A name that is also a protocol somewhere is not taken as a superclass: `class Base: StateModel`
    // may conform to the protocol `StateModel` while a nested class has the same name.
    let protocolNames = Set(types.filter { $0.kind == .protocol }.map(\.name))
    for type in classes {
      if let first = type.inherited.first, classNames.contains(first), !protocolNames.contains(first), first != type.name {
        superclass[type.name] = first
      }
    }
    self.superclass = superclass
    annotatedObservable = Set(classes.filter { ObservationAttributes.makeObservable($0.attributes) }.map(\.name))
    observable = Self.withSubclasses(annotatedObservable, superclass: superclass)
    managedObjects = Self.withSubclasses(Set(classes.filter { $0.inherited.first == "NSManagedObject" }.map(\.name)), superclass: superclass)
    legacy = LegacyConformance(facts: facts).conforming
    mainActor = Set(types.filter { $0.attributes.contains("MainActor") }.map(\.name))
    // A name that is also a class somewhere (two modules) is taken as the class: no false alarms.
    protocols = Set(types.filter { $0.kind == .protocol }.map(\.name)).subtracting(classNames)
  }

  /// `classes` and every class that inherits from one of them.
  private static func withSubclasses(_ classes: Set<String>, superclass: [String: String]) -> Set<String> {
    var found = classes
    var changed = true
    while changed {
      changed = false
      for (name, parent) in superclass where found.contains(parent) && !found.contains(name) {
        found.insert(name)
        changed = true
      }
    }
    return found
  }

  package func isObservable(_ type: String?) -> Bool { type.map(observable.contains) ?? false }
}
