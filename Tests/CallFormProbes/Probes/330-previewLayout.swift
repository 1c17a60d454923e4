// weight: 108
// api: previewLayout
// form: .previewLayout(_:)
import SwiftUI

struct Probe330: View {
  var body: some View {
    VStack {
      Text("A").previewLayout(.sizeThatFits)
      Text("B").previewLayout(.fixed(width: 320, height: 100))
    }
  }
}
