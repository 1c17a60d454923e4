// weight: 12
// api: Toggle
// form: Toggle(isOn: .constant)
import SwiftUI

struct Probe085: View {
  @State private var isOn = false

  var body: some View {
    Toggle(isOn: .constant(true)) {
      Text("Locked")
    }
  }
}
