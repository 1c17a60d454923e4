// weight: 43
// api: textCase
// form: .textCase(_:)
import SwiftUI

struct Probe374: View {
  var body: some View {
    Text("A").textCase(.uppercase)
  }
}
