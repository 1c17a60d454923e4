// weight: 20
// api: animation
// form: .animation(.easeInOut(duration:).delay)
import SwiftUI

struct Probe263: View {
  @State private var isOn = false
  @State private var value = 0.5

  var body: some View {
    Text("A").animation(.easeInOut(duration: 0.25).delay(0.1), value: isOn)
  }
}
