@testable import LookoutUI
import Observation
import Testing

/// The `@Observable` objects a view holds, which name the property behind a change, are read at their
/// offsets for views whose objects are all fields of class type, and found by reflection otherwise — the
/// same objects either way.
@MainActor @Suite struct ObservationFieldOffsetsTests {
  @Observable final class Item { var title = "a" }
  protocol Titled: AnyObject { var title: String { get } }

  struct PlainRow: View {
    let label: String
    let item: Item
    let count: Int8
    let other: Item
    let action: () -> Void
    var body: some View { Text(item.title + other.title + label) }
  }

  struct ExistentialRow: View {
    let item: any Titled
    var body: some View { Text(item.title) }
  }

  struct OptionalRow: View {
    let item: Item?
    var body: some View { Text(item?.title ?? "none") }
  }

  private func held(by view: some View) -> [ObjectIdentifier] {
    ObservationCauses.candidates(in: view, traits: ViewTypeTraits.of(view)).compactMap { $0.object.map(ObjectIdentifier.init) }
  }

  @Test func classFieldsAreReadAtTheirOffsetsAndGiveTheSameObjects() {
    let first = (Item(), Item())
    #expect(held(by: PlainRow(label: "x", item: first.0, count: 1, other: first.1) {}) == [ObjectIdentifier(first.0), ObjectIdentifier(first.1)])
    #expect(ViewTypeTraits.of(PlainRow(label: "", item: first.0, count: 0, other: first.1) {}).observationOffsets?.count == 2)
    let later = (Item(), Item())
    #expect(held(by: PlainRow(label: "y", item: later.0, count: 2, other: later.1) {}) == [ObjectIdentifier(later.0), ObjectIdentifier(later.1)])
  }

  @Test func existentialAndOptionalFieldsAreReflected() {
    final class TitledItem: Titled, Observable { var title = "t" }
    let item = TitledItem()
    #expect(held(by: ExistentialRow(item: item)) == [ObjectIdentifier(item)])
    #expect(ViewTypeTraits.of(ExistentialRow(item: item)).observationOffsets == nil)
    let plain = Item()
    #expect(held(by: OptionalRow(item: plain)) == [ObjectIdentifier(plain)])
    #expect(held(by: OptionalRow(item: nil)) == [])
    #expect(ViewTypeTraits.of(OptionalRow(item: nil)).observationOffsets == nil)
  }
}
