// weight: 50
// api: ForEach
// form: ForEach($items) { $item in }
import SwiftUI

struct Probe060: View {
  @State private var isOn = false
  @State private var model = ProbeModel()

  var body: some View {
    List {
      ForEach($model.items) { $item in
        Toggle(item.title, isOn: $item.isDone)
      }
    }
  }
}
