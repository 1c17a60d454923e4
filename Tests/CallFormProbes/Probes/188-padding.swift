// weight: 545
// api: padding
// form: .padding(_: length)
import SwiftUI

struct Probe188: View {
  var body: some View {
    Text("A").padding(16)
  }
}
