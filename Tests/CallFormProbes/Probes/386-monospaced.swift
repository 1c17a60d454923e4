// weight: 29
// api: monospaced
// form: .monospaced()
import SwiftUI

struct Probe386: View {
  var body: some View {
    Text("A").monospaced()
  }
}
