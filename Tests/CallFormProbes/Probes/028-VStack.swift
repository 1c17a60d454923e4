// weight: 504
// api: VStack
// form: VStack { }
import SwiftUI

struct Probe028: View {
  var body: some View {
    VStack {
      Text("A")
      Text("B")
    }
  }
}
