// weight: 185
// api: Text
// form: Text(verbatim:)
import SwiftUI

struct Probe005: View {
  var body: some View {
    Text(verbatim: "v1.0")
  }
}
