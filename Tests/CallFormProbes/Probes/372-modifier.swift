// weight: 47
// api: modifier
// form: .modifier(CustomModifier())
import SwiftUI

struct Probe372: View {
  var body: some View {
    Text("A").modifier(ProbeCardModifier())
  }
}
