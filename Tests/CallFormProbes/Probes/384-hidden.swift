// weight: 32
// api: hidden
// form: .hidden()
import SwiftUI

struct Probe384: View {
  var body: some View {
    Text("A").hidden()
  }
}
