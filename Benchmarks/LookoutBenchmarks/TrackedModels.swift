import Lookout

// The benchmarks' @Tracked models, expanded by the macro as in any client.

@Tracked final class TrackedBox {
  var count: Int = 0
  var a: Int = 0
  var b: Int = 0
  var c: Int = 0
  var d: Int = 0
}

@Tracked final class TrackedListItem: Identifiable {
  let id: Int
  var title: String
  var subtitle: String
  var price: Int
  var quantity: Int = 1
  var isFavorite: Bool = false

  init(id: Int) {
    self.id = id
    title = "Item \(id)"
    subtitle = "Row \(id)"
    price = id
  }
}

@Tracked final class TrackedListStore {
  var items: [TrackedListItem]
  init(count: Int) { items = (0..<count).map(TrackedListItem.init) }
}

@Tracked final class TrackedProfile {
  var username: String = "Ivan"
  var downloadProgress: Double = 0.0
}

