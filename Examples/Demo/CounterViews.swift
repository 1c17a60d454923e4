import LookoutUI
import Observation

// The guides' counter/title screen (Chinese guide), in both models, as the guides write it with
// `import SwiftUI` — here with `import LookoutUI`.

/// The legacy model.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
final class LegacyCounterModel: ObservableObject {
  @Published var count = 0
  @Published var title = "Counter"
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
struct LegacyCounterScreen: View {
  @StateObject private var model = LegacyCounterModel()

  var body: some View {
    VStack(spacing: 20) {
      LegacyTitleEditor(model: model)
      LegacyCounterDisplay(model: model)
      Button("Add 1") { model.count += 1 }
    }
  }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
struct LegacyTitleEditor: View {
  @ObservedObject var model: LegacyCounterModel
  var body: some View { TextField("Title", text: $model.title) }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
struct LegacyCounterDisplay: View {
  @ObservedObject var model: LegacyCounterModel
  var body: some View { Text("\(model.title): \(model.count)") }
}

/// The Observation model.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor @Observable final class CounterModel {
  var count = 0
  var title = "Counter"
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
struct CounterScreen: View {
  @State private var model = CounterModel()

  var body: some View {
    VStack(spacing: 20) {
      TitleEditor(model: model)
      CounterDisplay(model: model)
      Button("Add 1") { model.count += 1 }
    }
  }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
struct TitleEditor: View {
  @Bindable var model: CounterModel
  var body: some View { TextField("Title", text: $model.title) }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
struct CounterDisplay: View {
  let model: CounterModel
  var body: some View { Text("\(model.title): \(model.count)") }
}
