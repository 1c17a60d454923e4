// weight: 60
// api: animation
// form: .animation(.spring/.bouncy/.snappy, value:)
import SwiftUI

struct Probe261: View {
  @State private var text = ""
  @State private var isOn = false
  @State private var value = 0.5
  @State private var count = 0

  var body: some View {
    Text("A")
      .animation(.spring(response: 0.3, dampingFraction: 0.8), value: isOn)
      .animation(.bouncy, value: count)
      .animation(.snappy, value: text)
      .animation(.smooth(duration: 0.2), value: value)
  }
}
