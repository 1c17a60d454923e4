import LookoutUI
import Observation
import Testing

// OpenSwiftUI's compatibility counts, checked against real SwiftUI: a parent passes `model.t1` and
// `model.t2` to two subviews; toggling the read property gives parent bodies 2 and subview bodies 3 (only
// the subview whose input changed runs again); toggling an unread one gives 1 and 2.

struct Subview: View {
  let condition: Bool
  var body: some View { Text(condition ? "on" : "off") }
}

final class LegacyToggles: ObservableObject {
  @Published var t1 = false
  var t2 = false
}

struct LegacyParent: View {
  @ObservedObject var model: LegacyToggles
  var body: some View {
    VStack {
      Subview(condition: model.t1)
      Subview(condition: model.t2)
    }
  }
}

@Observable final class ObservedToggles {
  var t1 = false
  @ObservationIgnored var t2 = false
}

struct ObservedParent: View {
  let model: ObservedToggles
  var body: some View {
    VStack {
      Subview(condition: model.t1)
      Subview(condition: model.t2)
    }
  }
}

@MainActor @Suite struct CompatibilityCountTests {
  @Test func publishedChangeReevaluatesTheParentAndTheChangedSubviewOnly() {
    let model = LegacyToggles()
    let host = ViewHost(LegacyParent(model: model))
    model.t1.toggle()
    host.update()
    #expect(host.bodyCount(of: "LegacyParent") == 2)
    #expect(host.bodyCount(of: "Subview") == 3)
  }

  @Test func unpublishedChangeUpdatesNothing() {
    let model = LegacyToggles()
    let host = ViewHost(LegacyParent(model: model))
    model.t2.toggle()
    host.update()
    #expect(host.bodyCount(of: "LegacyParent") == 1)
    #expect(host.bodyCount(of: "Subview") == 2)
  }

  @Test func observableTrackedValueGivesTheSameCounts() {
    let model = ObservedToggles()
    let host = ViewHost(ObservedParent(model: model))
    model.t1.toggle()
    host.update()
    #expect(host.bodyCount(of: "ObservedParent") == 2)
    #expect(host.bodyCount(of: "Subview") == 3)
  }

  @Test func observableIgnoredValueGivesTheSameCounts() {
    let model = ObservedToggles()
    let host = ViewHost(ObservedParent(model: model))
    model.t2.toggle()
    host.update()
    #expect(host.bodyCount(of: "ObservedParent") == 1)
    #expect(host.bodyCount(of: "Subview") == 2)
  }
}
