// LookoutUI runs on Linux (see README: Platforms).
#if os(Linux)
import LookoutUI
import Observation

// The guides' counter/title screen (Chinese guide), in both models, as the guides write it with
// `import SwiftUI` — here with `import LookoutUI`.

/// The legacy model.
final class LegacyCounterModel: ObservableObject {
  @Published var count = 0
  @Published var title = "Counter"
}

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

struct LegacyTitleEditor: View {
  // The tour shows this cost on purpose: the editor re-runs for every count change.
  // lookout:disable-next-line whole-object-for-one-property
  @ObservedObject var model: LegacyCounterModel
  var body: some View { TextField("Title", text: $model.title) }
}

struct LegacyCounterDisplay: View {
  @ObservedObject var model: LegacyCounterModel
  var body: some View { Text("\(model.title): \(model.count)") }
}

/// The Observation model.
@MainActor @Observable final class CounterModel {
  var count = 0
  var title = "Counter"
}

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

struct TitleEditor: View {
  @Bindable var model: CounterModel
  var body: some View { TextField("Title", text: $model.title) }
}

struct CounterDisplay: View {
  let model: CounterModel
  var body: some View { Text("\(model.title): \(model.count)") }
}
#endif
