import LookoutMap
import Testing

/// Where properties are written and how often: timers, progress callbacks, gestures, sleeping loops, and
/// `.onChange` handlers that follow them or feed each other.
@Suite struct WriteFrequencyTests {
  func writes(_ source: String) -> [String: [MapWrite]] {
    let built = map(["Sources/App/Player.swift": source])
    return Dictionary(uniqueKeysWithValues: built.properties.map { ($0.key.shortDescription, $0.writes) })
  }

  @Test func eachElementOfATupleAssignmentIsWritten() {
    let writes = writes("""
      import SwiftUI
      @Observable final class Player {
          var elapsed = 0.0
          var title = ""
          var volume = 0.0
          func reset() { (elapsed, title) = (0, "") }
          func load(_ pair: (Double, Double)) { (self.volume, elapsed) = pair }
      }
      """)
    #expect(writes["Player.elapsed"]?.map(\.place.line) == [6, 7])
    #expect(writes["Player.title"]?.map(\.place.line) == [6])
    #expect(writes["Player.volume"]?.map(\.place.line) == [7])
  }

  @Test func aWriteThroughAComputedSetterWritesWhatTheSetterWrites() {
    let writes = writes("""
      import SwiftUI
      @Observable final class Player {
          var seconds = 0.0
          var minutes: Double {
              get { seconds / 60 }
              set { seconds = newValue * 60 }
          }
      }
      struct Scrubber: View {
          let player: Player
          var body: some View {
              Circle().gesture(DragGesture().onChanged { value in player.minutes = value.translation.width })
          }
      }
      """)
    let seconds = writes["Player.seconds"] ?? []
    // The setter's own line, and the drag that calls it, as often as a drag.
    #expect(seconds.map(\.place.line).sorted() == [6, 12])
    #expect(seconds.first { $0.place.line == 12 }?.context == .gesture)
  }

  @Test func timersProgressGesturesAndLoops() {
    let writes = writes("""
      import SwiftUI
      @Observable final class Player {
          var elapsed = 0.0
          var progress = 0.0
          var offset = 0.0
          var level = 0.0
          var title = ""
          var timer: Timer?
          func start() {
              timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { [weak self] _ in self?.tick() }
          }
          func tick() { elapsed += 0.1 }
          func download(_ task: Downloader) {
              task.fetch(progress: { fraction in self.progress = fraction })
          }
          func meter() async {
              while true {
                  level = .random(in: 0...1)
                  try? await Task.sleep(for: .milliseconds(50))
              }
          }
          func rename() { title = "x" }
      }
      struct Scrubber: View {
          let player: Player
          var body: some View {
              Circle().gesture(DragGesture().onChanged { value in player.offset = value.translation.width })
          }
      }
      """)
    // `tick()` writes it (as often as it is called), and a timer calls it: frequent writes come first.
    #expect(writes["Player.elapsed"]?.map(\.context) == [.timer, .other])
    #expect(writes["Player.elapsed"]?.first?.via == "Player.tick(), called from Player.start()")
    #expect(writes["Player.progress"]?.map(\.context) == [.progress])
    #expect(writes["Player.offset"]?.map(\.context) == [.gesture])
    #expect(writes["Player.level"]?.map(\.context) == [.loop])
    #expect(writes["Player.title"]?.map(\.isFrequent) == [false])
  }

  @Test func onChangeHandlersFollowWhatTheyWatch() {
    let writes = writes("""
      import SwiftUI
      @Observable final class Model {
          var position = 0.0
          var label = ""
          var a = 0
          var b = 0
          var name = ""
          var upper = ""
          func run() { _ = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in self.position += 1 } }
      }
      struct Screen: View {
          let model: Model
          var body: some View {
              Text(model.label)
                  .onChange(of: model.position) { _, value in model.label = "\\(value)" }
                  .onChange(of: model.a) { model.b = model.a + 1 }
                  .onChange(of: model.b) { model.a = model.b - 1 }
                  .onChange(of: model.name) { model.upper = model.name.uppercased() }
          }
      }
      """)
    #expect(writes["Model.label"]?.contains { $0.isFrequent && $0.via == ".onChange of Model.position, which is written often" } == true)
    #expect(writes["Model.a"]?.contains { $0.isFrequent && ($0.via ?? "").hasPrefix("an .onChange loop") } == true)
    #expect(writes["Model.b"]?.contains(where: \.isFrequent) == true)
    #expect(writes["Model.upper"]?.contains(where: \.isFrequent) == false)
  }
}

/// A property's observers write whenever it is written.
@Suite struct ObserverWriteTests {
  @Test func aDidSetWritesAsOftenAsItsProperty() {
    let built = map(["Sources/App/Download.swift": """
      import Foundation
      @Observable final class Download {
          var fraction = 0.0 { didSet { percent = Int(fraction * 100) } }
          var percent = 0
          func start(_ task: Task) { task.run(progress: { value in self.fraction = value }) }
      }
      """])
    let percent = built.properties.first { $0.key.shortDescription == "Download.percent" }
    #expect(percent?.writes.first?.isFrequent == true)
    #expect(percent?.writes.first?.via == "didSet of Download.fraction, which is written often")
    #expect(percent?.writes.map(\.context).contains(.observer) == true)
  }
}

/// What does not tick: a constant written from a frequent callback (Observation drops the same value), a
/// poll that sleeps a second or more, a timer with a long interval, handlers that switch each other off.
@Suite struct SettlingWriteTests {
  @Test func constantsPollsAndSlowTimersAreNotFrequent() {
    let built = map(["Sources/App/Poll.swift": """
      import SwiftUI
      @Observable final class Poll {
          var status = ""
          var finished = false
          var refreshed = 0
          var a = false
          var b = false
          let slow = Timer.publish(every: 30, on: .main, in: .common).autoconnect()
          func wait() async {
              while !finished {
                  status = "waiting"
                  try? await Task.sleep(for: .seconds(1))
              }
          }
          func stopOnTick() { _ = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in self.finished = true } }
          func watch() { _ = slow.sink { _ in self.refreshed += 1 } }
      }
      struct Switches: View {
          let poll: Poll
          var body: some View {
              Text("")
                  .onChange(of: poll.a) { if poll.a { poll.b = false } }
                  .onChange(of: poll.b) { if poll.b { poll.a = false } }
          }
      }
      """])
    let frequent = built.properties.filter { property in property.writes.contains { $0.isFrequent } }.map(\.key.shortDescription)
    #expect(frequent.isEmpty)
    #expect(built.properties.count == 5)
  }
}
