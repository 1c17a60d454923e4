// weight: 101
// api: HStack
// form: HStack(alignment:)
import SwiftUI

struct Probe035: View {
  var body: some View {
    HStack(alignment: .center) {
      Text("A")
    }
  }
}
