// weight: 130
// api: transition
// form: .transition(.opacity/.move/.scale/.slide)
import SwiftUI

struct Probe304: View {
  @State private var isOn = false

  var body: some View {
    VStack {
      if isOn { Text("A").transition(.opacity) }
      if isOn { Text("B").transition(.move(edge: .bottom)) }
      if isOn { Text("C").transition(.scale) }
    }
  }
}
