import Lookout
import LookoutUI
import Observation
import Testing

@Tracked final class Item: Identifiable {
  let id: Int
  var title: String
  var done = false
  init(id: Int, title: String) {
    self.id = id
    self.title = title
  }
}

@Tracked final class Store {
  var items: [Item] = (0..<5).map { Item(id: $0, title: "item \($0)") }
}

struct ItemRow: View {
  let item: Item
  var body: some View {
    HStack {
      Text(item.title)
      Text(item.done ? "✓" : " ")
    }
  }
}

struct StoreList: View {
  let store: Store
  var body: some View {
    List(store.items) { item in
      ItemRow(item: item)
    }
  }
}

struct InlineList: View {
  let store: Store
  var body: some View {
    List {
      ForEach(store.items) { item in
        Text(item.title)
      }
    }
  }
}

@MainActor @Suite struct ListTests {
  @Test func changingOneItemReevaluatesOneRow() {
    let store = Store()
    let host = ViewHost(StoreList(store: store))
    #expect(host.bodyCount(of: "ItemRow") == 5)
    store.items[2].title = "changed"
    let report = host.update()
    #expect(report.views == ["ItemRow"])
    #expect(report.evaluations.first?.causes == ["Item.title"])
    #expect(host.element("changed") != nil)
  }

  @Test func inlineRowsAreTheirOwnScopes() {
    let store = Store()
    let host = ViewHost(InlineList(store: store))
    store.items[1].title = "renamed"
    let report = host.update()
    #expect(report.views == ["ForEach"], "only the row closure that read the title runs again")
    #expect(host.element("renamed") != nil)
  }

  @Test func rowsKeepIdentityWhenTheCollectionChanges() {
    let store = Store()
    let host = ViewHost(StoreList(store: store))
    store.items.removeFirst()
    let report = host.update()
    #expect(report.views == ["StoreList"], "remaining rows keep their nodes; equal inputs, no row body runs")
    #expect(host.bodyCount(of: "ItemRow") == 4)
    store.items.append(Item(id: 99, title: "new"))
    #expect(host.update().views == ["StoreList", "ItemRow"])
  }
}
