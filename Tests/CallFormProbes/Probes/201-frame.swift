// weight: 659
// api: frame
// form: .frame(maxWidth: .infinity[, alignment:])
import SwiftUI

struct Probe201: View {
  var body: some View {
    VStack {
      Text("A").frame(maxWidth: .infinity)
      Text("B").frame(maxWidth: .infinity, alignment: .leading)
    }
  }
}
