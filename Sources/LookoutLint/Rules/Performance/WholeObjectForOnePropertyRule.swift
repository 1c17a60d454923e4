import LookoutMap
import LookoutSyntax

/// A view that holds a whole `ObservableObject` (`@ObservedObject`, `@EnvironmentObject`) and reads one of
/// its properties: every other announced change re-runs it too.
final class WholeObjectForOnePropertyRule: ProjectLintRule {
  static let description = RuleDescription(
    id: "whole-object-for-one-property", kind: .performance, pitfalls: ["guides"], severity: .note, confidence: .low,
    summary: "This view holds a whole ObservableObject but reads one property while another is written often: each write re-runs it; pass the value",
    explanation: """
      A view holding an ObservableObject through @ObservedObject or @EnvironmentObject subscribes to its
      objectWillChange: any change of any @Published property re-runs its body, whatever the body reads. A view
      that shows one property of a busy object (a progress value on a model that also holds the list, the
      user, the filter) re-runs for all of them. Pass it the value it shows (a `let`, or a `Binding` for
      editing) — or migrate the model to @Observable, where views depend only on what they read. The rule
      reads the whole project and reports only when one of the other properties is written often (from a
      timer, a continuous gesture, a progress callback, a loop that sleeps): siblings written at launch, on a
      tap or when a load ends add a few runs a session, which cost nothing worth a change. It also skips views
      that read a property that announces nothing (they update only because the others do, so passing the
      value would stop them), owners (@StateObject), views that pass the object on, use a member the
      project does not declare (a macro's, `objectWillChange`) or read more than one of its properties, objects
      with a single announced property, and classes declared more than once under one name.
      """,
    triggering: [
      Example("""
      final class PlayerModel: ObservableObject {
          @Published var isPlaying = false
          @Published var progress = 0.0
          func play() {
              isPlaying = true
              _ = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in self.progress += 0.01 }
          }
      }
      struct ItemDetail: View {
          @ObservedObject var ↓player: PlayerModel
          var body: some View {
              List {
                  Text(player.isPlaying ? "Playing" : "Paused")
              }
          }
      }
      """, message: "ItemDetail holds the whole PlayerModel (@ObservedObject) but its body reads only PlayerModel.isPlaying, while progress is written often (a timer, Example.swift:6): each such write re-runs it too; pass it the value it shows"),
    ],
    nonTriggering: [
      // The other properties change on a user's action or once a load ends: a few extra runs a session.
      Example("""
      final class DownloadModel: ObservableObject {
          @Published var progress = 0.0
          @Published var files: [String] = []
          @Published var error: String?
      }
      struct ProgressRow: View {
          @ObservedObject var model: DownloadModel
          var body: some View { ProgressView(value: model.progress) }
      }
      """),
      // `isFinished` announces nothing: the view sees it change only because `ticks` publishes.
      Example("""
      final class Job: ObservableObject {
          @Published var ticks = 0
          var isFinished = false
          func start() {
              _ = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in self.ticks += 1 }
          }
      }
      struct JobBadge: View {
          @ObservedObject var job: Job
          var body: some View { Text(job.isFinished ? "Done" : "Running") }
      }
      """),
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
    ],
    measured: MeasuredPrecision(right: 1, wrong: 29, debatable: 0, on: MeasuredPrecision.december2026))
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
    // Looked up per edge: built once, so a project of many views costs what its edges cost.
    let edgesByView = Dictionary(grouping: map.edges, by: \.view)
    let views = Dictionary(map.views.map { ($0.key, $0) }) { first, _ in first }
    let models = Dictionary(map.models.map { ($0.key, $0) }) { first, _ in first }
    for edge in map.edges where edge.kind == .wholeObject {
      guard case .object(let model) = edge.target, !ambiguous.contains(model.name), let holder = edge.paths.first?.first,
            let wrapper = ["@ObservedObject", "@EnvironmentObject"].first(where: holder.label.contains),
            views[edge.view]?.kind == .view, !(map.wholeUses[edge.view]?.contains(model) ?? false) else { continue }
      // The object's properties include those its superclasses declare.
      let family = Set([model] + (models[model]?.superclasses ?? []))
      let read = Set((edgesByView[edge.view] ?? []).filter { family.contains($0.target.owner) && $0.kind != .wholeObject }.compactMap { edge -> String? in
        if case .property(let key) = edge.target { return key.name }
        return nil
      })
      let announcedHere = family.flatMap { announced[$0] ?? [] }
      guard read.count == 1, let property = read.first,
            // A plain property the view reads changes unseen: the view shows it only because the others announce.
            announcedHere.contains(where: { $0.key.name == property }) else { continue }
      // Only a sibling written often (a timer, a gesture, a stream of progress) re-runs the view enough to cost
      // something; one written at launch or on a tap adds a few runs a session.
      let often = announcedHere.filter { $0.key.name != property }.compactMap { sibling -> (String, MapWrite)? in
        sibling.writes.first(where: \.isFrequent).map { (sibling.key.name, $0) }
      }.sorted { $0.0 < $1.0 }
      guard let (_, write) = often.first else { continue }
      let how = write.via.map { "\(write.context.phrase), \($0)" } ?? write.context.phrase
      let names = often.map(\.0).joined(separator: ", ")
      project.report(Self.self, at: LintProject.Place(holder.place),
                     "\(edge.view.name) holds the whole \(model.name) (\(wrapper)) but its body reads only \(model.name).\(property), while \(names) \(often.count == 1 ? "is" : "are") written often (\(how), \(FrequentWriteFanOutRule.fileName(write.place.file)):\(write.place.line)): each such write re-runs it too; pass it the value it shows")
    }
  }
}
