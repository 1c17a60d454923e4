// weight: 381
// api: multilineTextAlignment
// form: .multilineTextAlignment(_:)
import SwiftUI

struct Probe253: View {
  var body: some View {
    Text("A").multilineTextAlignment(.center)
  }
}
