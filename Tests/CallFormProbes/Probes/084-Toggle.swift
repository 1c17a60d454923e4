// weight: 80
// api: Toggle
// form: Toggle(LocalizedStringKey/String, isOn:)
import SwiftUI

struct Probe084: View {
  @State private var isOn = false
  @State private var model = ProbeModel()

  var body: some View {
    Toggle(model.name, isOn: $model.isOn)
  }
}
