// weight: 42
// api: glassEffect
// form: .glassEffect()
import SwiftUI

struct Probe420: View {
  var body: some View {
    Text("A").padding().glassEffect()
  }
}
