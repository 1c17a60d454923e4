// weight: 15
// api: preferredColorScheme
// form: .preferredColorScheme(_:)
import SwiftUI

struct Probe413: View {
  var body: some View {
    Text("A").preferredColorScheme(.dark)
  }
}
