@testable import LookoutUI
import Testing

/// A block of views is a `TupleView` of their tuple (SwiftUI's `TupleView<T>`): its children are the tuple's
/// elements, in order, whatever their sizes and alignments, with an optional element kept optional.
@MainActor @Suite struct TupleViewTests {
  struct Flag: View {
    let on: Bool
    var body: some View { Text(on ? "flag on" : "flag off") }
  }

  struct Measure: View {
    let value: Double
    let tag: Int8
    var body: some View { Text("measure \(value) \(tag)") }
  }

  struct Wide: View {
    let a: Int, b: Int, c: Int, d: Int, e: Int
    var body: some View { Text("wide \(a + b + c + d + e)") }
  }

  struct Mixed: View {
    let showsNote: Bool
    var body: some View {
      VStack {
        Flag(on: true)
        EmptyView()
        Measure(value: 2.5, tag: 7)
        if showsNote { Text("note") }
        Wide(a: 1, b: 2, c: 3, d: 4, e: 5)
        Flag(on: false)
      }
    }
  }

  @Test func elementsOfEverySizeAndAlignmentAreChildrenInOrder() {
    let lines = ViewHost(Mixed(showsNote: true)).render().split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(lines.filter { $0.hasPrefix("Text") } == [
      #"Text "flag on""#, #"Text "measure 2.5 7""#, #"Text "note""#, #"Text "wide 15""#, #"Text "flag off""#,
    ])
  }

  @Test func anAbsentOptionalElementRendersNothingAndKeepsTheOthersInPlace() {
    let lines = ViewHost(Mixed(showsNote: false)).render().split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(lines.filter { $0.hasPrefix("Text") } == [
      #"Text "flag on""#, #"Text "measure 2.5 7""#, #"Text "wide 15""#, #"Text "flag off""#,
    ])
  }

  @Test func aTupleViewWrittenOutIsTheSame() {
    let written = ViewHost(VStack { TupleView((Text("one"), Measure(value: 1, tag: 2), Text("three"))) }).render()
    let built = ViewHost(VStack {
      Text("one")
      Measure(value: 1, tag: 2)
      Text("three")
    }).render()
    #expect(written == built)
    #expect(written.contains("measure 1.0 2"))
  }

  @Test func blocksAreReadAtTheirOffsetsNotByReflection() {
    let block = ViewBuilder.buildBlock(Flag(on: true), EmptyView(), Measure(value: 1, tag: 1), Text("a") as Text?, Wide(a: 1, b: 1, c: 1, d: 1, e: 1))
    let layout = TupleLayout.of(type(of: block.value), example: block.value)
    #expect(layout.readsOffsets)
    #expect(layout.views(in: block.value).map { "\(type(of: $0))" } == ["Flag", "EmptyView", "Measure", "Optional<Text>", "Wide"])
  }
}
