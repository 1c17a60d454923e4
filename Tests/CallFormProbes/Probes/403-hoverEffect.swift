// weight: 21
// api: hoverEffect
// form: .hoverEffect()
import SwiftUI

struct Probe403: View {
  var body: some View {
    Button("A") {}.hoverEffect()
  }
}
