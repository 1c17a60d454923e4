// weight: 99
// api: HStack
// form: HStack(alignment: .firstTextBaseline)
import SwiftUI

struct Probe034: View {
  var body: some View {
    HStack(alignment: .firstTextBaseline) {
      Text("A")
      Text("B").font(.caption)
    }
  }
}
