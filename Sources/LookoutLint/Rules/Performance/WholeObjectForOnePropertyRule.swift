import LookoutMap
import LookoutSyntax

/// A view that holds a whole `ObservableObject` (`@ObservedObject`, `@EnvironmentObject`) and reads one of
/// its properties: every other announced change re-runs it too.
final class WholeObjectForOnePropertyRule: ProjectLintRule {
  static let description = RuleDescription(
    id: "whole-object-for-one-property", kind: .performance, pitfalls: ["guides"], severity: .warning, confidence: .high,
    summary: "This view holds a whole ObservableObject but reads one property: every change of the others re-runs it; pass the value",
    explanation: """
      A view holding an ObservableObject through @ObservedObject or @EnvironmentObject subscribes to its
      objectWillChange: any change of any @Published property re-runs its body, whatever the body reads. A view
      that shows one property of a busy object (a progress value on a model that also holds the list, the
      user, the filter) re-runs for all of them. Pass it the value it shows (a `let`, or a `Binding` for
      editing) — or migrate the model to @Observable, where views depend only on what they read. The rule
      reads the whole project; it skips owners (@StateObject), views that pass the object on, use a member the
      project does not declare (a macro's, `objectWillChange`) or read more than one of its properties, objects
      with a single announced property, and classes declared more than once under one name.
      """,
    triggering: [
      Example("""
      final class DownloadModel: ObservableObject {
          @Published var progress = 0.0
          @Published var files: [String] = []
          @Published var error: String?
      }
      struct ProgressRow: View {
          @ObservedObject var ↓model: DownloadModel
          var body: some View { ProgressView(value: model.progress) }
      }
      """, message: "ProgressRow holds the whole DownloadModel (@ObservedObject) but its body reads only DownloadModel.progress: changes of error, files re-run it too; pass the value it shows instead"),
    ],
    nonTriggering: [
      Example("""
      final class DownloadModel: ObservableObject {
          @Published var progress = 0.0
          @Published var files: [String] = []
      }
      struct DownloadList: View {
          @ObservedObject var model: DownloadModel
          var body: some View {
              ProgressView(value: model.progress)
              ForEach(model.files, id: \\.self) { Text($0) }
          }
      }
      struct Screen: View {
          @StateObject private var model = DownloadModel()
          var body: some View { ProgressView(value: model.progress) }
      }
      """),
      Example("""
      class BaseModel: ObservableObject {
          @Published var error: String?
      }
      final class EditorModel: BaseModel {
          @Published var text = ""
          @Published var matches: [String] = []
      }
      struct Editor: View {
          @ObservedObject var model: EditorModel
          var body: some View {
              Text(model.text)
              Text(model.error ?? "")
          }
      }
      """),
      Example("""
      final class DownloadModel: ObservableObject {
          @Published var progress = 0.0
          @Published var files: [String] = []
      }
      struct ProgressRow: View {
          @ObservedObject var model: DownloadModel
          @State private var changes = 0
          var body: some View {
              ProgressView(value: model.progress)
                  .onReceive(model.objectWillChange) { changes += 1 }
          }
      }
      struct StatusRow: View {
          @ObservedObject var model: DownloadModel
          // `state` comes from a macro of the project's own: the view may read more than it shows here.
          var body: some View { Text(model.progress > 0 ? "\\(model.state)" : "") }
      }
      """),
    ])
  static let triggerWords = MapBuilder.relevantWords
  static let triggersOnModelNames = true

  static func facts(in file: LintFile) -> MapFileSummary { file.mapSummary }

  static func finish(_ facts: [MapFileSummary], project: LintProject) {
    let map = project.readMap(facts)
    let announced = Dictionary(grouping: map.properties.filter { $0.kind == .published }, by: \.key.owner)
    // Classes the project declares more than once under one name (private classes of several files): which
    // one a view holds cannot be told from the name, so those are left alone.
    let classNames = project.index.declarations.filter { $0.kind == .class }.map(\.name)
    let ambiguous = Set(Dictionary(grouping: classNames, by: { $0 }).filter { $0.value.count > 1 }.keys)
    for edge in map.edges where edge.kind == .wholeObject {
      guard case .object(let model) = edge.target, !ambiguous.contains(model.name), let holder = edge.paths.first?.first,
            let wrapper = ["@ObservedObject", "@EnvironmentObject"].first(where: holder.label.contains),
            map.view(edge.view)?.kind == .view, !(map.wholeUses[edge.view]?.contains(model) ?? false) else { continue }
      // The object's properties include those its superclasses declare.
      let family = Set([model] + (map.model(model)?.superclasses ?? []))
      let read = Set(map.edges.filter { $0.view == edge.view && family.contains($0.target.owner) && $0.kind != .wholeObject }.compactMap { edge -> String? in
        if case .property(let key) = edge.target { return key.name }
        return nil
      })
      let others = Set(family.flatMap { announced[$0] ?? [] }.map(\.key.name)).filter { !read.contains($0) }.sorted()
      guard read.count == 1, let property = read.first, !others.isEmpty else { continue }
      project.report(Self.self, at: LintProject.Place(holder.place),
                     "\(edge.view.name) holds the whole \(model.name) (\(wrapper)) but its body reads only \(model.name).\(property): changes of \(others.joined(separator: ", ")) re-run it too; pass the value it shows instead")
    }
  }
}
