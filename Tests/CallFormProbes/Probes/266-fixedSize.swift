// weight: 107
// api: fixedSize
// form: .fixedSize()
import SwiftUI

struct Probe266: View {
  var body: some View {
    Text("A").fixedSize()
  }
}
