// weight: 63
// api: frame
// form: .frame(maxWidth: value)
import SwiftUI

struct Probe207: View {
  var body: some View {
    Text("A").frame(maxWidth: 400)
  }
}
