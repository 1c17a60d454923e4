import LookoutSyntax
internal import SwiftSyntax

/// M6, M7, M19: `@StateObject`, `@ObservedObject` or `@EnvironmentObject` holding an `@Observable` type.
final class LegacyWrapperOnObservableRule: LintRule {
  static let description = RuleDescription(
    id: "legacy-wrapper-on-observable", kind: .compile, pitfalls: ["M6", "M7", "M19"], severity: .error, confidence: .certain,
    summary: "An ObservableObject wrapper on an @Observable type: own it with @State, read it as let/@Bindable, share it with @Environment(T.self)",
    explanation: """
      @StateObject, @ObservedObject and @EnvironmentObject require ObservableObject; on an @Observable type
      (or a SwiftData @Model) they don't compile ("requires that 'X' conform to 'ObservableObject'"). Use the
      Observation forms: an owned model is `@State private var model = Model()` (--fix does this), a model
      passed in is `let model: Model` or `@Bindable var model: Model` when the view makes `$model.x`
      bindings, and a shared one is `@Environment(Model.self) private var model`, injected with
      `.environment(model)`. An @EnvironmentObject reader fed by `.environment(_:)` crashes at runtime.
      A Core Data `NSManagedObject` subclass stays an ObservableObject through its superclass even with
      @Observable: there @ObservedObject is right (a `let` would stop updates for @NSManaged attributes).
      """,
    triggering: [
      Example("""
      @Observable final class Model { var count = 0 }
      struct Screen: View {
          ↓@StateObject private var model = Model()
          var body: some View { Text("\\(model.count)") }
      }
      """, message: "@StateObject on @Observable Model does not compile (it takes an ObservableObject): own it with @State"),
      Example("""
      @Observable final class Model { var count = 0 }
      struct Badge: View {
          ↓@EnvironmentObject var model: Model
          var body: some View { Text("\\(model.count)") }
      }
      """),
    ],
    nonTriggering: [
      Example("""
      @Observable final class Model { var count = 0 }
      struct Counter<Model: CounterModel & ObservableObject>: View {
          @ObservedObject var model: Model
          var body: some View { Text("\\(model.count)") }
      }
      """),
      Example("""
      @Observable final class Note: NSManagedObject {
          @NSManaged var title: String
      }
      struct NoteRow: View {
          @ObservedObject var note: Note
          var body: some View { Text(note.title) }
      }
      """),
      Example("""
      @Observable final class Model { var count = 0 }
      struct Screen: View {
          @State private var model = Model()
          var body: some View { Text("\\(model.count)") }
      }
      """),
      Example("""
      final class Legacy: ObservableObject { @Published var count = 0 }
      struct Screen: View {
          @StateObject private var model = Legacy()
          var body: some View { Text("\\(model.count)") }
      }
      """),
    ],
    corrections: [
      Example("""
      @Observable final class Model { var count = 0 }
      struct Screen: View {
          ↓@StateObject private var model = Model()
          var body: some View { Text("\\(model.count)") }
      }
      """): Example("""
      @Observable final class Model { var count = 0 }
      struct Screen: View {
          @State private var model = Model()
          var body: some View { Text("\\(model.count)") }
      }
      """),
    ])
  static let triggerWords: Set<String> = ["StateObject", "ObservedObject", "EnvironmentObject"]

  func check(_ file: LintFile) {
    for node in file.nodes.variables {
      let property = StoredProperty(node)
      for wrapper in ["StateObject", "ObservedObject", "EnvironmentObject"] {
        guard let attribute = property.attribute(named: wrapper), let type = property.typeName,
              file.index.isObservable(type), !file.index.legacy.contains(type),
              // An NSManagedObject is an ObservableObject through its superclass: @ObservedObject is what
              // updates the view for its @NSManaged attributes.
              !file.index.managedObjects.contains(type) else { continue }
        switch wrapper {
        case "StateObject":
          file.report(Self.self, at: attribute, "@StateObject on @Observable \(type) does not compile (it takes an ObservableObject): own it with @State",
                      fix: [file.replacing(attribute.attributeName, with: "State")])
        case "ObservedObject":
          file.report(Self.self, at: attribute, "@ObservedObject on @Observable \(type) does not compile (it takes an ObservableObject): use `let` (or @Bindable if the view makes $ bindings)")
        default:
          file.report(Self.self, at: attribute, "@EnvironmentObject on @Observable \(type) does not compile (it takes an ObservableObject): read it with @Environment(\(type).self) and inject it with .environment(_:)")
        }
      }
    }
  }
}

extension StoredProperty {
  init(_ decl: VariableDeclSyntax) { self.init(DeclSyntax(decl))! }
}
