// weight: 10
// api: kerning
// form: .kerning/.tracking
import SwiftUI

struct Probe421: View {
  var body: some View {
    Text("A").kerning(1.2).tracking(0.5)
  }
}
