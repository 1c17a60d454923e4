import LookoutUI
import Observation
import Testing

/// How a parent's new child value is compared with the previous one (swiftui-update-semantics.md, "child
/// diffing"): a view made only of plain values (POD) is compared by its bytes, even when it declares `==`;
/// `@State` compares the initial value it carries.
@MainActor @Suite struct ChildDiffingTests {
  /// Plain values only, with an `==` that says every two values are equal.
  struct Score: View, Equatable {
    let points: Int
    nonisolated static func == (lhs: Score, rhs: Score) -> Bool { true }
    var body: some View { Text("points \(points)") }
  }

  /// Not POD (a String holds a reference): its `==` decides.
  struct Title: View, Equatable {
    let text: String
    let points: Int
    nonisolated static func == (lhs: Title, rhs: Title) -> Bool { lhs.text == rhs.text }
    var body: some View { Text("\(text) \(points)") }
  }

  struct Counter: View {
    @State private var count = 0
    var body: some View { Text("count \(count)") }
  }

  struct Board: View {
    @State private var points = 0
    var body: some View {
      VStack {
        Button("score") { points += 1 }
        Score(points: points)
        Title(text: "Board", points: points)
        Counter()
      }
    }
  }

  @Test func plainValuesAreComparedByBytesAndOtherViewsByTheirEquality() throws {
    let host = ViewHost(Board())
    let report = try host.tap("score")
    #expect(report.views == ["Board", "Score"], "Score's bytes changed despite its ==; Title's == says same; Counter's @State(0) is the same")
    #expect(report.evaluations.last?.printChangesLine == "Score: @self changed.")
  }
}
