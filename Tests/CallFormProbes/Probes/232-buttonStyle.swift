// weight: 80
// api: buttonStyle
// form: .buttonStyle(CustomStyle())
import SwiftUI

struct Probe232: View {
  var body: some View {
    Button("A") {}.buttonStyle(ProbeButtonStyle())
  }
}
