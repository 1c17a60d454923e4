// weight: 10
// api: underline
// form: .underline()
import SwiftUI

struct Probe422: View {
  var body: some View {
    Text("A").underline()
  }
}
