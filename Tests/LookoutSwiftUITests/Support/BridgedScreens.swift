// The guides' screens for iOS 13–16: `@Tracked` models through LookoutSwiftUI — `@TrackedState` owns,
// `WithTracking` observes, `@TrackedBindable` binds, `.trackedEnvironment` / `@TrackedEnvironment` share.
// Each view's name is its counterpart's in `Observed`, so reports compare as they are.
#if os(Linux)
import Lookout
import LookoutSwiftUI
import SwiftUI

enum Bridged {
  @Tracked final class CounterModel {
    var count = 0
    var title = "计数器"
  }

  struct ContentView: View {
    @TrackedState private var model = CounterModel()
    var body: some View {
      VStack(spacing: 20) {
        TitleEditor(model: model)
        CounterDisplay(model: model)
        Button("加 1") { model.count += 1 }
      }
    }
  }

  struct TitleEditor: View {
    @TrackedBindable var model: CounterModel
    var body: some View { WithTracking { TextField("标题", text: $model.title) } }
  }

  struct CounterDisplay: View {
    let model: CounterModel
    var body: some View { WithTracking { Text("\(model.title): \(model.count)") } }
  }

  @Tracked final class ProfileVM {
    var username = "Иван"
    var downloadProgress = 0.0
  }

  struct ProfileScreen: View {
    @TrackedState private var profile = ProfileVM()
    var body: some View {
      VStack {
        UsernameLabel(profile: profile)
        DownloadBar(profile: profile)
        Button("Tick") { profile.downloadProgress += 0.1 }
        Button("Rename") { profile.username = "Пётр" }
      }
    }
  }

  struct UsernameLabel: View {
    let profile: ProfileVM
    var body: some View { WithTracking { Text("User \(profile.username)") } }
  }

  struct DownloadBar: View {
    let profile: ProfileVM
    var body: some View { WithTracking { ProgressView("Download", value: profile.downloadProgress) } }
  }

  struct CartItem: Identifiable, Hashable {
    let id: Int
    let name: String
  }

  @Tracked final class CartViewModel {
    var items: [CartItem] = []
    var totalPrice = 0
    var isLoading = false
  }

  struct CartView: View {
    @TrackedState var viewModel = CartViewModel()
    var body: some View {
      WithTracking {
        VStack {
          ForEach(viewModel.items) { item in Text(item.name) }
          CartTotal(viewModel: viewModel)
          LoadingBadge(viewModel: viewModel)
          Button("Add") {
            viewModel.items.append(CartItem(id: viewModel.items.count, name: "Item \(viewModel.items.count)"))
            viewModel.totalPrice += 5
          }
          Button("Load") { viewModel.isLoading.toggle() }
        }
      }
    }
  }

  struct CartTotal: View {
    let viewModel: CartViewModel
    var body: some View { WithTracking { Text("Total \(viewModel.totalPrice)") } }
  }

  struct LoadingBadge: View {
    let viewModel: CartViewModel
    var body: some View { WithTracking { Text(viewModel.isLoading ? "Loading" : "Idle") } }
  }

  enum Theme: Hashable { case light, dark }

  @Tracked final class AppSettings {
    var theme: Theme = .light
    var fontSize = 14
  }

  struct AppRootView: View {
    @TrackedState private var settings = AppSettings()
    var body: some View {
      NavigationStack {
        VStack {
          ThemePickerView()
          ThemeLabel()
          FontSizeLabel()
          Button("Bigger") { settings.fontSize += 1 }
        }
      }
      .trackedEnvironment(settings)
    }
  }

  struct ThemePickerView: View {
    @TrackedEnvironment(AppSettings.self) private var settings
    var body: some View {
      WithTracking {
        Picker("Тема", selection: $settings.theme) {
          Text("Светлая").tag(Theme.light)
          Text("Тёмная").tag(Theme.dark)
        }
      }
    }
  }

  struct ThemeLabel: View {
    @TrackedEnvironment(AppSettings.self) private var settings
    var body: some View { WithTracking { Text("theme \(settings.theme)") } }
  }

  struct FontSizeLabel: View {
    @TrackedEnvironment(AppSettings.self) private var settings
    var body: some View { WithTracking { Text("size \(settings.fontSize)") } }
  }

  @Tracked final class RowModel: Identifiable {
    let id: Int
    var value = 0
    init(id: Int) { self.id = id }
  }

  struct RowList: View {
    let rows: [RowModel]
    var body: some View {
      List(rows) { row in RowView(row: row) }
    }
  }

  struct RowView: View {
    let row: RowModel
    var body: some View { WithTracking { Text("row \(row.id): \(row.value)") } }
  }
}
#endif
