// weight: 185
// api: ViewModifier
// form: struct: ViewModifier + extension View
import SwiftUI

struct Probe373: View {
  var body: some View {
    Text("A").probeCard()
  }
}
