import Foundation
import Lookout
import LookoutUI
import Observation

// The guides' counter/title example (Chinese guide), written as there, with `import LookoutUI` instead
// of `import SwiftUI`: once with Apple's `@Observable`, once with Lookout's `@Tracked`.

@Observable
final class CounterModel {
  var count: Int = 0
  var title: String = "计数器"
  @ObservationIgnored var lastPersistedAt: Date?

  func increment() {
    count += 1
    lastPersistedAt = .now
  }
}

struct ContentView: View {
  @State private var model = CounterModel()

  var body: some View {
    VStack(spacing: 20) {
      TitleEditor(model: model)
      CounterDisplay(model: model)
      Button("加 1") { model.increment() }
    }
    .padding()
  }
}

struct TitleEditor: View {
  @Bindable var model: CounterModel

  var body: some View {
    TextField("标题", text: $model.title)
      .textFieldStyle(.roundedBorder)
  }
}

struct CounterDisplay: View {
  let model: CounterModel

  var body: some View {
    Text("\(model.title): \(model.count)")
      .font(.title)
  }
}

@Tracked
final class TrackedCounterModel {
  var count: Int = 0
  var title: String = "计数器"
  @Untracked var lastPersistedAt: Date?

  func increment() {
    count += 1
    lastPersistedAt = .now
  }
}

struct TrackedContentView: View {
  @State private var model = TrackedCounterModel()

  var body: some View {
    VStack(spacing: 20) {
      TrackedTitleEditor(model: model)
      TrackedCounterDisplay(model: model)
      Button("加 1") { model.increment() }
    }
  }
}

struct TrackedTitleEditor: View {
  @Bindable var model: TrackedCounterModel

  var body: some View {
    TextField("标题", text: $model.title)
  }
}

struct TrackedCounterDisplay: View {
  let model: TrackedCounterModel

  var body: some View {
    Text("\(model.title): \(model.count)")
  }
}
