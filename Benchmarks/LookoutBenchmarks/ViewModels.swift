// LookoutUI runs on Linux (see README: Platforms).
#if os(Linux)
import LookoutCore
import LookoutUI
import Observation

// The guides' list scenario three ways: 10,000 rows, each showing one item of five fields.

/// (a) The legacy model: one store announces every change; each row reads its item from the store.
final class LegacyListStore: ObservableObject {
  struct Item {
    var title: String
    var subtitle: String
    var price: Int
    var quantity: Int
    var isFavorite: Bool
  }

  @Published var items: [Item]

  init(count: Int) {
    items = (0..<count).map { Item(title: "Item \($0)", subtitle: "Row \($0)", price: $0, quantity: 1, isFavorite: false) }
  }
}

struct LegacyRow: View {
  @ObservedObject var store: LegacyListStore
  let index: Int

  var body: some View {
    let item = store.items[index]
    HStack {
      Text(item.title)
      Text(item.subtitle)
      Text("\(item.price)")
      Text("× \(item.quantity)")
      Text(item.isFavorite ? "★" : "☆")
    }
  }
}

struct LegacyListScreen: View {
  @ObservedObject var store: LegacyListStore

  var body: some View {
    List {
      ForEach(0..<store.items.count, id: \.self) { index in
        LegacyRow(store: store, index: index)
      }
    }
  }
}

/// (b) Apple's Observation: each item is observable; a row reads its own item.
@Observable final class ObservedListItem: Identifiable {
  let id: Int
  var title: String
  var subtitle: String
  var price: Int
  var quantity = 1
  var isFavorite = false

  init(id: Int) {
    self.id = id
    title = "Item \(id)"
    subtitle = "Row \(id)"
    price = id
  }
}

@Observable final class ObservedListStore {
  var items: [ObservedListItem]
  init(count: Int) { items = (0..<count).map(ObservedListItem.init) }
}

struct ObservedRow: View {
  let item: ObservedListItem

  var body: some View {
    HStack {
      Text(item.title)
      Text(item.subtitle)
      Text("\(item.price)")
      Text("× \(item.quantity)")
      Text(item.isFavorite ? "★" : "☆")
    }
  }
}

struct ObservedListScreen: View {
  let store: ObservedListStore
  var body: some View {
    List(store.items) { ObservedRow(item: $0) }
  }
}

/// (c) Lookout: the same, `@Tracked`.
// `TrackedListItem` and `TrackedListStore` (`@Tracked`) are in TrackedModels.swift.

struct TrackedRow: View {
  let item: TrackedListItem

  var body: some View {
    HStack {
      Text(item.title)
      Text(item.subtitle)
      Text("\(item.price)")
      Text("× \(item.quantity)")
      Text(item.isFavorite ? "★" : "☆")
    }
  }
}

struct TrackedListScreen: View {
  let store: TrackedListStore
  var body: some View {
    List(store.items) { TrackedRow(item: $0) }
  }
}

// The guides' profile screen: a header reading `username` while `downloadProgress` ticks.

final class LegacyProfile: ObservableObject {
  @Published var username = "Ivan"
  @Published var downloadProgress = 0.0
}

struct LegacyProfileScreen: View {
  @ObservedObject var model: LegacyProfile
  var body: some View {
    VStack {
      LegacyProfileHeader(model: model)
      LegacyDownloadBar(model: model)
    }
  }
}

struct LegacyProfileHeader: View {
  @ObservedObject var model: LegacyProfile
  var body: some View { Text(model.username) }
}

struct LegacyDownloadBar: View {
  @ObservedObject var model: LegacyProfile
  var body: some View { ProgressView(value: model.downloadProgress) }
}

@Observable final class ObservedProfile {
  var username = "Ivan"
  var downloadProgress = 0.0
}

struct ObservedProfileScreen: View {
  let model: ObservedProfile
  var body: some View {
    VStack {
      ObservedProfileHeader(model: model)
      ObservedDownloadBar(model: model)
    }
  }
}

struct ObservedProfileHeader: View {
  let model: ObservedProfile
  var body: some View { Text(model.username) }
}

struct ObservedDownloadBar: View {
  let model: ObservedProfile
  var body: some View { ProgressView(value: model.downloadProgress) }
}

// `TrackedProfile` (`@Tracked`) is in TrackedModels.swift.

struct TrackedProfileScreen: View {
  let model: TrackedProfile
  var body: some View {
    VStack {
      TrackedProfileHeader(model: model)
      TrackedDownloadBar(model: model)
    }
  }
}

struct TrackedProfileHeader: View {
  let model: TrackedProfile
  var body: some View { Text(model.username) }
}

struct TrackedDownloadBar: View {
  let model: TrackedProfile
  var body: some View { ProgressView(value: model.downloadProgress) }
}

// A screen whose rows carry 50 typical modifiers each (layout, text styling, colors, shapes, accessibility,
// controls), as real rows do.

struct StyledRow<Item: StyledItem>: View {
  let item: Item

  var body: some View {
    HStack(spacing: 12) {
      Image(systemName: item.isFavorite ? "star.fill" : "star")
        .resizable()
        .scaledToFit()
        .frame(width: 24, height: 24)
        .foregroundStyle(.yellow)
        .symbolRenderingMode(.hierarchical)
        .accessibilityHidden(true)
      VStack(alignment: .leading, spacing: 4) {
        Text(item.title)
          .font(.headline)
          .fontWeight(.semibold)
          .lineLimit(1)
          .truncationMode(.tail)
          .foregroundStyle(.primary)
        Text(item.subtitle)
          .font(.subheadline)
          .foregroundColor(.secondary)
          .lineLimit(2)
          .multilineTextAlignment(.leading)
      }
      .frame(maxWidth: .infinity, alignment: .leading)
      .layoutPriority(1)
      Text("\(item.price)")
        .font(.system(size: 14, weight: .medium, design: .monospaced))
        .monospacedDigit()
        .padding(.horizontal, 8)
        .padding(.vertical, 4)
        .background(Color.blue.opacity(0.1))
        .clipShape(Capsule())
      Text("× \(item.quantity)")
        .font(.caption)
        .foregroundStyle(.secondary)
        .contentTransition(.numericText())
        .animation(.default, value: item.quantity)
    }
    .padding(.vertical, 8)
    .padding(.horizontal, 16)
    .background(RoundedRectangle(cornerRadius: 12).fill(Color.white))
    .overlay(RoundedRectangle(cornerRadius: 12).stroke(Color.gray.opacity(0.2), lineWidth: 1))
    .shadow(color: .black.opacity(0.05), radius: 2, x: 0, y: 1)
    .contentShape(Rectangle())
    .accessibilityElement(children: .combine)
    .accessibilityLabel(item.title)
    .accessibilityAddTraits(.isButton)
    .listRowSeparator(.hidden)
    .listRowInsets(EdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16))
    .listRowBackground(Color.clear)
    .opacity(item.quantity > 0 ? 1 : 0.5)
    .tint(.blue)
    .id(item.title)
  }
}

/// What a styled row shows.
@MainActor
protocol StyledItem: AnyObject {
  var title: String { get }
  var subtitle: String { get }
  var price: Int { get }
  var quantity: Int { get }
  var isFavorite: Bool { get }
}

extension ObservedListItem: StyledItem {}
extension TrackedListItem: StyledItem {}

struct ObservedStyledScreen: View {
  let store: ObservedListStore
  var body: some View {
    List(store.items) { StyledRow(item: $0) }
      .listStyle(.plain)
  }
}

struct TrackedStyledScreen: View {
  let store: TrackedListStore
  var body: some View {
    List(store.items) { StyledRow(item: $0) }
      .listStyle(.plain)
  }
}
#endif
