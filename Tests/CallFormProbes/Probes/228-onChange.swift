// weight: 919
// api: onChange
// form: .onChange(of:) { old, new in } / { }
import SwiftUI

struct Probe228: View {
  @State private var text = ""
  @State private var isOn = false
  @State private var count = 0

  var body: some View {
    Text("A")
      .onChange(of: text) { oldValue, newValue in
        count = newValue.count
      }
      .onChange(of: isOn) {
        count += 1
      }
  }
}
