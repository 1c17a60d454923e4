// The guides' screens as Apple documents them for iOS 17: `@Observable` models, `@State`, `@Bindable`,
// `@Environment(T.self)`. Compiled with `-module-alias SwiftUI=LookoutUI`: written as for SwiftUI.
#if os(Linux)
import Observation
import SwiftUI

/// The reference: what SwiftUI from iOS 17 re-evaluates, which the bridge must match before iOS 17.
enum Observed {
  // The counter and its title (the Chinese guide).
  @Observable final class CounterModel {
    var count = 0
    var title = "计数器"
  }

  struct ContentView: View {
    @State private var model = CounterModel()
    var body: some View {
      VStack(spacing: 20) {
        TitleEditor(model: model)
        CounterDisplay(model: model)
        Button("加 1") { model.count += 1 }
      }
    }
  }

  struct TitleEditor: View {
    @Bindable var model: CounterModel
    var body: some View { TextField("标题", text: $model.title) }
  }

  struct CounterDisplay: View {
    let model: CounterModel
    var body: some View { Text("\(model.title): \(model.count)") }
  }

  // The profile whose download progress ticks while the name stays (the Russian guide).
  @Observable final class ProfileVM {
    var username = "Иван"
    var downloadProgress = 0.0
  }

  struct ProfileScreen: View {
    @State private var profile = ProfileVM()
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
    var body: some View { Text("User \(profile.username)") }
  }

  struct DownloadBar: View {
    let profile: ProfileVM
    var body: some View { ProgressView("Download", value: profile.downloadProgress) }
  }

  // The cart.
  struct CartItem: Identifiable, Hashable {
    let id: Int
    let name: String
  }

  @Observable final class CartViewModel {
    var items: [CartItem] = []
    var totalPrice = 0
    var isLoading = false
  }

  struct CartView: View {
    @State var viewModel = CartViewModel()
    var body: some View {
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

  struct CartTotal: View {
    let viewModel: CartViewModel
    var body: some View { Text("Total \(viewModel.totalPrice)") }
  }

  struct LoadingBadge: View {
    let viewModel: CartViewModel
    var body: some View { Text(viewModel.isLoading ? "Loading" : "Idle") }
  }

  // Settings in the environment, bound through a local @Bindable.
  enum Theme: Hashable { case light, dark }

  @Observable final class AppSettings {
    var theme: Theme = .light
    var fontSize = 14
  }

  struct AppRootView: View {
    @State private var settings = AppSettings()
    var body: some View {
      NavigationStack {
        VStack {
          ThemePickerView()
          ThemeLabel()
          FontSizeLabel()
          Button("Bigger") { settings.fontSize += 1 }
        }
      }
      .environment(settings)
    }
  }

  struct ThemePickerView: View {
    @Environment(AppSettings.self) private var settings
    var body: some View {
      @Bindable var settings = settings
      Picker("Тема", selection: $settings.theme) {
        Text("Светлая").tag(Theme.light)
        Text("Тёмная").tag(Theme.dark)
      }
    }
  }

  struct ThemeLabel: View {
    @Environment(AppSettings.self) private var settings
    var body: some View { Text("theme \(settings.theme)") }
  }

  struct FontSizeLabel: View {
    @Environment(AppSettings.self) private var settings
    var body: some View { Text("size \(settings.fontSize)") }
  }

  // A list of rows, each with a model of its own.
  @Observable final class RowModel: Identifiable {
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
    var body: some View { Text("row \(row.id): \(row.value)") }
  }
}
#endif
