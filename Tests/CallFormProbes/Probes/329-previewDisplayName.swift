// weight: 378
// api: previewDisplayName
// form: .previewDisplayName(_:)
import SwiftUI

struct Probe329: View {
  var body: some View {
    Text("A").previewDisplayName("Light")
  }
}
