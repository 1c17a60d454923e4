// What the bridge does and does not do, as SwiftUI would run it: before iOS 17 only a tracking view updates
// from a `@Tracked` model; from iOS 17 it steps aside; ownership, bindings and the environment.
#if os(Linux)
import Foundation
import Lookout
import LookoutSwiftUI
import SwiftUI
import Testing

@Tracked final class Tally {
  var count = 0
  var label = "Tally"
  nonisolated(unsafe) static var made = 0
  init() { Tally.made += 1 }
}

/// Reads the model in `body` without a tracking view: the bug the bridge's users would hit.
struct UnwrappedTally: View {
  let tally: Tally
  var body: some View { Text("count \(tally.count)") }
}

struct WrappedTally: View {
  let tally: Tally
  var body: some View { WithTracking { Text("count \(tally.count)") } }
}

struct TallyScreen: View {
  let tally: Tally
  var body: some View {
    VStack {
      UnwrappedTally(tally: tally)
      WrappedTally(tally: tally)
    }
  }
}

/// A parent whose own state re-runs its body (and so its child's) without any change to the model.
struct ChattyParent: View {
  let tally: Tally
  @State private var taps = 0
  var body: some View {
    VStack {
      Text("taps \(taps)")
      Button("Tap") { taps += 1 }
      WithTracking { Text("count \(tally.count)") }
    }
  }
}

/// Owns its model; its parent re-runs, making new values of it, which must not make new models.
struct Owner: View {
  @TrackedState private var tally = Tally()
  var body: some View {
    WithTracking {
      Text("owned \(tally.count)")
      Button("Add") { tally.count += 1 }
      TextField("Label", text: $tally.label)
    }
  }
}

struct OwnerParent: View {
  @State private var generation = 0
  var body: some View {
    VStack {
      Text("generation \(generation)")
      Button("Again") { generation += 1 }
      Owner()
    }
  }
}

struct MissingSettingsReader: View {
  @TrackedEnvironment(Tally.self) private var tally
  var body: some View { Text("count \(tally.count)") }
}

/// Declares the environment model, reads it only in an action: no error, as in SwiftUI.
struct ActionOnlySettingsReader: View {
  @TrackedEnvironment(Tally.self) private var tally
  var body: some View { Button("Bump") { tally.count += 1 } }
}

@MainActor @Suite struct BridgeBehaviourTests {
  @Test func beforeIOS17OnlyTheTrackingViewUpdates() throws {
    let tally = Tally()
    let host = ViewHost(TallyScreen(tally: tally), system: .iOS16)
    tally.count = 1
    let report = host.update()
    #expect(AttributedEvaluations(report).app == ["WrappedTally"])
    #expect(report.views == ["WithTracking"], "the wrapped view's content runs again, not its body")
    #expect(host.renderElements().contains("count 1"))
    #expect(host.renderElements().contains("count 0"), "the unwrapped view stops updating: no update at all")
  }

  @Test func leavingOutTheWrapperGivesNoUpdateAtAll() throws {
    let tally = Tally()
    let host = ViewHost(UnwrappedTally(tally: tally), system: .iOS16)
    tally.count = 5
    #expect(host.update().views == [])
    #expect(host.element(containing: "count")?.label == "count 0")
    // From iOS 17 the same view updates: SwiftUI tracks its body.
    let later = ViewHost(UnwrappedTally(tally: tally))
    tally.count = 6
    #expect(later.update().views == ["UnwrappedTally"])
  }

  @Test func fromIOS17TheWrapperStepsAsideAndAddsNoEvaluation() throws {
    let tally = Tally()
    let host = ViewHost(TallyScreen(tally: tally))
    for value in 1...3 {
      tally.count = value
      let report = host.update()
      // Observation re-runs each body that read the count: the unwrapped view's, and the tracking view's in
      // place of the wrapped view's. One evaluation per reader, as without the wrapper.
      #expect(report.views == ["UnwrappedTally", "WithTracking"])
    }
    #expect(host.renderElements().components(separatedBy: "count 3").count == 3)
  }

  @Test func severalChangesBeforeAnUpdateAreOneEvaluation() throws {
    let tally = Tally()
    let host = ViewHost(WrappedTally(tally: tally), system: .iOS16)
    tally.count = 1
    tally.count = 2
    tally.label = "unread"
    tally.count = 3
    #expect(host.update().views == ["WithTracking"])
    #expect(host.update().views == [])
    tally.label = "still unread"
    #expect(host.update().views == [], "a property the content did not read")
    tally.count = 4
    #expect(host.update().views == ["WithTracking"], "re-armed after each evaluation")
    #expect(host.element(containing: "count")?.label == "count 4")
  }

  @Test func anEvaluationForAnotherReasonDropsThePreviousTracking() throws {
    let tally = Tally()
    let host = ViewHost(ChattyParent(tally: tally), system: .iOS16)
    for _ in 0..<20 { _ = try host.tap("Tap") }
    tally.count = 1
    // Twenty evaluations of the parent made twenty content evaluations; only the last one is armed.
    #expect(host.update().views == ["WithTracking"])
    #expect(host.update().views == [])
  }

  @Test func aWriteFromAnotherThreadUpdatesOnTheMainActor() async throws {
    let tally = Tally()
    let host = ViewHost(WrappedTally(tally: tally), system: .iOS16)
    let box = UncheckedBox(tally)
    await Task.detached { box.value.count = 9 }.value
    // The bump is posted to the main actor; let it run, then update.
    for _ in 0..<50 where !host.hasPendingChanges { try await Task.sleep(for: .milliseconds(5)) }
    #expect(host.update().views == ["WithTracking"])
    #expect(host.element(containing: "count")?.label == "count 9")
  }

  @Test func anOwnedModelIsMadeOncePerIdentityAndLazily() throws {
    let before = Tally.made
    let host = ViewHost(OwnerParent(), system: .iOS16)
    #expect(Tally.made == before + 1)
    for _ in 0..<5 { _ = try host.tap("Again") }
    #expect(Tally.made == before + 1, "new values of the view do not make new models, as @StateObject")
    let report = try host.tap("Add")
    #expect(AttributedEvaluations(report).app == ["Owner"])
    #expect(host.element(containing: "owned")?.label == "owned 1")
    // The binding writes the model; the content that made it updates, and shows the new label.
    let typed = try host.type("Renamed", into: "Label")
    #expect(AttributedEvaluations(typed).app == ["Owner"])
    #expect(host.element("Label")?.value == "\"Renamed\"")
  }

  @Test func aModelOnlyDeclaredInTheEnvironmentIsNoError() throws {
    let host = ViewHost(ActionOnlySettingsReader(), system: .iOS16)
    #expect(host.errors.isEmpty)
    #expect(host.element("Bump") != nil)
  }

  @Test func readingAMissingModelStopsWithAMessageNamingTypeAndModifier() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run { _ = ViewHost(MissingSettingsReader(), system: .iOS16) }
    }
    let error = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(error.contains("No Tally in the environment"))
    #expect(error.contains("Add .trackedEnvironment(<the Tally>) to a view that encloses this one"))
  }
}

struct UncheckedBox<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
#endif
