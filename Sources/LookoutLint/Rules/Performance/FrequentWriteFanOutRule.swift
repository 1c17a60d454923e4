import LookoutMap
import LookoutSyntax

/// A property written many times a second (a timer, a progress callback, a gesture, a sleeping loop, an
/// `.onChange` chain) that many view bodies depend on: every write re-runs all of them.
final class FrequentWriteFanOutRule: ProjectLintRule {
  static let description = RuleDescription(
    id: "frequent-write-fan-out", kind: .performance, pitfalls: ["guides"], severity: .note, confidence: .high,
    summary: "A property written many times a second re-runs many view bodies on every write: give the changing value to one small view",
    explanation: """
      Observation re-runs exactly the bodies that read a changed property, so a value that ticks — a timer's
      elapsed time, a download's progress, a drag offset, a level meter — costs one body per reader on every
      tick. When several views read it (the threshold is "fanOutReaders" in .lookout.json, 3 by default) the
      whole screen re-renders 60 times a second. Read the ticking value in one small view of its own (a
      `ProgressView` row, a label), or keep it in a model of its own that only that view holds, and let the
      other views read what changes rarely. For an ObservableObject every view holding the object re-runs,
      whatever it reads: the readers counted are its holders. Views that own their own instance
      (`@State var model = Model()` in three screens) are three instances: a write re-runs one instance's readers.
      The rule reads the whole project: writes are frequent when made from a repeating Timer (its block, a
      selector it calls, Timer.publish's sink or onReceive), a progress handler, a continuous gesture or scroll
      callback, a Slider's binding, a loop that sleeps between rounds, or an .onChange handler that watches
      such a value or feeds another handler in a loop — directly or through the methods they call.
      """,
    triggering: [
      Example("""
      @Observable final class Player {
          var ↓elapsed = 0.0
          func start() {
              _ = Timer.scheduledTimer(withTimeInterval: 0.05, repeats: true) { _ in self.elapsed += 0.05 }
          }
      }
      struct TimeLabel: View {
          let player: Player
          var body: some View { Text("\\(player.elapsed)") }
      }
      struct Scrubber: View {
          let player: Player
          var body: some View { Slider(value: .constant(player.elapsed)) }
      }
      struct Header: View {
          let player: Player
          var body: some View { Text(player.elapsed > 0 ? "Playing" : "Ready") }
      }
      """, message: "Player.elapsed is written often (a timer, Example.swift:4) and every write re-runs 3 view bodies: Header, Scrubber, TimeLabel; read it in one small view (or keep it in a model of its own)"),
      Example("""
      @Observable final class Player {
          var ↓elapsed = 0.0
          var remaining = 0.0
          func start() {
              // One tick writes both: one finding.
              _ = Timer.scheduledTimer(withTimeInterval: 0.05, repeats: true) { _ in
                  self.elapsed += 0.05
                  self.remaining -= 0.05
              }
          }
      }
      struct TimeLabel: View {
          let player: Player
          var body: some View { Text("\\(player.elapsed) \\(player.remaining)") }
      }
      struct Scrubber: View {
          let player: Player
          var body: some View { Slider(value: .constant(player.elapsed / (player.elapsed + player.remaining))) }
      }
      struct Header: View {
          let player: Player
          var body: some View { Text(player.remaining > 0 ? "Playing" : "Done") }
      }
      """, message: "Player.elapsed, .remaining are written often (a timer, Example.swift:7) and every write re-runs 3 view bodies: Header, Scrubber, TimeLabel; read it in one small view (or keep it in a model of its own)"),
    ],
    nonTriggering: [
      Example("""
      @Observable final class Player {
          var elapsed = 0.0
          var title = ""
          func start() {
              _ = Timer.scheduledTimer(withTimeInterval: 0.05, repeats: true) { _ in self.elapsed += 0.05 }
          }
      }
      struct TimeLabel: View {
          let player: Player
          var body: some View { Text("\\(player.elapsed)") }
      }
      struct Header: View {
          let player: Player
          var body: some View { Text(player.title) }
      }
      struct Footer: View {
          let player: Player
          var body: some View { Text(player.title) }
      }
      """),
      Example("""
      @Observable final class Search {
          var results: [String] = []
          func typed() {
              // A debounce fires once.
              _ = Timer.scheduledTimer(withTimeInterval: 0.3, repeats: false) { _ in self.results = [] }
          }
      }
      struct ResultsList: View {
          let search: Search
          var body: some View { Text("\\(search.results.count)") }
      }
      struct Badge: View {
          let search: Search
          var body: some View { Text(search.results.isEmpty ? "" : "•") }
      }
      struct Title: View {
          let search: Search
          var body: some View { Text(search.results.first ?? "") }
      }
      """),
      Example("""
      @Observable final class Stopwatch {
          var elapsed = 0.0
          func start() {
              _ = Timer.scheduledTimer(withTimeInterval: 0.05, repeats: true) { _ in self.elapsed += 0.05 }
          }
      }
      // Each screen owns its stopwatch: a tick re-runs one screen, not three.
      struct RunScreen: View {
          @State private var watch = Stopwatch()
          var body: some View { Text("\\(watch.elapsed)") }
      }
      struct SwimScreen: View {
          @State private var watch = Stopwatch()
          var body: some View { Text("\\(watch.elapsed)") }
      }
      struct RideScreen: View {
          @State private var watch = Stopwatch()
          var body: some View { Text("\\(watch.elapsed)") }
      }
      """),
    ],
    measured: MeasuredPrecision(right: 5, wrong: 2, debatable: 0, on: MeasuredPrecision.bothRounds2026))
  static let triggerWords = MapBuilder.relevantWords
  static let triggersOnModelNames = true

  static func facts(in file: LintFile) -> MapFileSummary { file.mapSummary }

  static func finish(_ facts: [MapFileSummary], project: LintProject) {
    let map = project.readMap(facts)
    let threshold = project.configuration.fanOutReaders
    let invalidation = ReadMap.Invalidation(map)
    // One finding per place that writes often: a timer's tick that sets three properties is one fix.
    var bySite: [String: [(property: MapProperty, write: MapWrite, readers: [TypeKey])]] = [:]
    var order: [String] = []
    for property in map.properties {
      guard let write = property.writes.first(where: \.isFrequent) else { continue }
      // Views that own their own instance re-run only with it: one write reaches one instance's readers.
      let readers = invalidation.viewsPerWrite(by: property.key)
      guard !readers.isEmpty else { continue }
      let site = [property.key.owner.description, write.site ?? "\(write.place.file):\(write.place.line)", write.context.rawValue, write.via ?? ""]
        .joined(separator: "|")
      if bySite[site] == nil { order.append(site) }
      bySite[site, default: []].append((property, write, readers))
    }
    for site in order {
      // The views of every property the site writes re-run on one tick, each once.
      guard let group = bySite[site], let first = group.first else { continue }
      let readers = Set(group.flatMap(\.readers)).sorted()
      guard readers.count >= threshold else { continue }
      let write = first.write
      let how = write.via.map { "\(write.context.phrase), \($0)" } ?? write.context.phrase
      let all = Set(group.flatMap { invalidation.invalidatedViews(by: $0.property.key) }).count
      let instances = all > readers.count ? " (of the \(all) that read it, across \(map.ownedInstances(of: first.property.key.owner)) instances views own)" : ""
      let names = group.count == 1 ? first.property.key.shortDescription
        : first.property.key.owner.name + "." + group.map(\.property.key.name).joined(separator: ", .")
      let verb = group.count == 1 ? "is" : "are"
      project.report(Self.self, at: LintProject.Place(first.property.place),
                     "\(names) \(verb) written often (\(how), \(Self.fileName(write.place.file)):\(write.place.line)) and every write re-runs \(readers.count) view \(readers.count == 1 ? "body" : "bodies")\(instances): \(readers.map(\.name).joined(separator: ", ")); read it in one small view (or keep it in a model of its own)")
    }
  }

  static func fileName(_ path: String) -> String { path.split(separator: "/").last.map(String.init) ?? path }
}

extension LintProject.Place {
  init(_ place: SourcePlace) { self.init(file: place.file, line: place.line, column: place.column) }
}
