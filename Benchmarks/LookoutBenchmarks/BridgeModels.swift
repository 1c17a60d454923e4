// LookoutUI runs on Linux (see README: Platforms).
#if os(Linux)
import LookoutCore
import LookoutSwiftUI
import LookoutUI

// The list scenario before iOS 17, through the bridge: each row reads its own `@Tracked` item inside a
// `WithTracking`, as `lookout migrate --runtime lookout` and the bridge's docs write it.

struct BridgedRow: View {
  let item: TrackedListItem

  var body: some View {
    WithTracking {
      HStack {
        Text(item.title)
        Text(item.subtitle)
        Text("\(item.price)")
        Text("× \(item.quantity)")
        Text(item.isFavorite ? "★" : "☆")
      }
    }
  }
}

struct BridgedListScreen: View {
  let store: TrackedListStore
  var body: some View {
    List(store.items) { BridgedRow(item: $0) }
  }
}
#endif
