// weight: 69
// api: textSelection
// form: .textSelection(.enabled)
import SwiftUI

struct Probe352: View {
  var body: some View {
    Text("A").textSelection(.enabled)
  }
}
