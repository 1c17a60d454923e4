import Foundation
import Lookout
import LookoutUI
import Observation
import Testing

/// Counts how many instances a model's initializer made.
@MainActor final class InitCounter {
  static var made = 0
}

@Observable final class DataLoader {
  var items: [String] = []
  init() { MainActor.assumeIsolated { InitCounter.made += 1 } }
}

final class LegacyLoader: ObservableObject {
  @Published var items: [String] = []
  init() { MainActor.assumeIsolated { InitCounter.made += 1 } }
}

struct LoaderOwner: View {
  @State private var loader = DataLoader()
  var body: some View { Text("\(loader.items.count) items") }
}

struct LegacyLoaderOwner: View {
  @StateObject private var loader = LegacyLoader()
  var body: some View { Text("\(loader.items.count) items") }
}

struct LoaderParent: View {
  @State private var tick = 0
  var body: some View {
    VStack {
      Text("tick \(tick)")
      Button("tick") { tick += 1 }
      LoaderOwner()
      LegacyLoaderOwner()
    }
  }
}

struct ResettableParent: View {
  @State private var generation = 0
  var body: some View {
    VStack {
      Button("reset") { generation += 1 }
      CounterRow().id(generation)
    }
  }
}

struct CounterRow: View {
  @State private var count = 0
  var body: some View {
    Button("count \(count)") { count += 1 }
  }
}

/// A child that wrongly holds the model passed in as `@State` (the guides' "copy" pitfall).
struct StateChild: View {
  @State var person: Person
  var body: some View { Text(person.name) }
}

struct StateChildParent: View {
  @State private var current = Person()
  var body: some View {
    VStack {
      Button("replace") { current = Person(); current.name = "Replaced" }
      StateChild(person: current)
      NameLabel(person: current)
    }
  }
}

@MainActor @Suite(.serialized) struct StateTests {
  @Test func stateInitialValueRunsOnEveryParentEvaluationButOnlyTheFirstIsKept() throws {
    InitCounter.made = 0
    let host = ViewHost(LoaderParent())
    #expect(InitCounter.made == 2, "one DataLoader (@State) and one LegacyLoader (@StateObject) at mount")
    for _ in 0..<3 { try host.tap("tick") }
    #expect(InitCounter.made == 5, "@State's initial expression ran again on each of 3 parent evaluations; @StateObject's did not")
    // SwiftUI compares the new view value's `@State` by the initial value it carries: a new DataLoader each
    // time is a different object, so the child runs with its parent (`LoaderOwner: @self changed.` in
    // SwiftUI's logs); the @StateObject child carries only an autoclosure and keeps its body.
    #expect(host.bodyCount(of: "LoaderOwner") == 4, "a new object in @State's initial value: the child runs with its parent")
    #expect(host.bodyCount(of: "LegacyLoaderOwner") == 1)
  }

  @Test func withXcode27StateInitialValuesRunOncePerIdentity() throws {
    // Xcode 27 makes `@State` a macro whose initial value is evaluated lazily, once per view identity, as
    // `@StateObject`'s autoclosure is: the parent's three evaluations create no DataLoader.
    InitCounter.made = 0
    let host = ViewHost(LoaderParent(), xcode: 27)
    #expect(InitCounter.made == 2, "one DataLoader (@State) and one LegacyLoader (@StateObject) at mount")
    for _ in 0..<3 { try host.tap("tick") }
    #expect(InitCounter.made == 2, "neither initial expression ran again")
    #expect(host.bodyCount(of: "LoaderOwner") == 1, "a lazy initial value is not compared: the child keeps its body")
  }

  @Test func stateWritesInvalidateOnlyTheOwnerAndEqualWritesNothing() throws {
    let host = ViewHost(ResettableParent())
    let report = try host.tap("count 0")
    #expect(report.views == ["CounterRow"])
    #expect(report.evaluations.first?.printChangesLine == "CounterRow: _count changed.")
    #expect(host.element(containing: "count")?.label == "count 1")
  }

  @Test func idChangeResetsState() throws {
    let host = ViewHost(ResettableParent())
    try host.tap("count 0")
    try host.tap("count 1")
    #expect(host.element(containing: "count")?.label == "count 2")
    let reset = try host.tap("reset")
    #expect(reset.views == ["ResettableParent", "CounterRow"])
    #expect(reset.evaluations.last?.reasons.contains(.identity) == true)
    #expect(host.element(containing: "count")?.label == "count 0")
  }

  @Test func stateInAChildKeepsTheFirstModel() throws {
    let host = ViewHost(StateChildParent())
    #expect(host.elements.filter { $0.label == "Ada" }.count == 2)
    try host.tap("replace")
    // The `let` child follows the parent; the `@State` child still shows its first model.
    let labels = host.elements.compactMap(\.label)
    #expect(labels.contains("Replaced"))
    #expect(labels.contains("Ada"))
  }
}
