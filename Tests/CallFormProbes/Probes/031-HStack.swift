// weight: 1014
// api: HStack
// form: HStack { }
import SwiftUI

struct Probe031: View {
  var body: some View {
    HStack {
      Text("A")
      Spacer()
      Text("B")
    }
  }
}
