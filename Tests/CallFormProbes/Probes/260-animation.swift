// weight: 250
// api: animation
// form: .animation(_:value:)
import SwiftUI

struct Probe260: View {
  @State private var isOn = false
  @State private var value = 0.5
  @State private var count = 0

  var body: some View {
    Text("A")
      .opacity(isOn ? 1 : 0)
      .animation(.default, value: isOn)
      .animation(.easeInOut, value: count)
  }
}
