import Lookout

// The views benchmark's @Tracked models.

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

