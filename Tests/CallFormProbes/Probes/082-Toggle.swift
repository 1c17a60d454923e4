// weight: 232
// api: Toggle
// form: Toggle(isOn:) { label }
import SwiftUI

struct Probe082: View {
  @State private var isOn = false

  var body: some View {
    Toggle(isOn: $isOn) {
      Text("Notifications")
    }
  }
}
