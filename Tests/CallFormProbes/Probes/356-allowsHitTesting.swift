// weight: 61
// api: allowsHitTesting
// form: .allowsHitTesting(_:)
import SwiftUI

struct Probe356: View {
  var body: some View {
    Text("A").allowsHitTesting(false)
  }
}
