// weight: 440
// api: Divider
// form: Divider()
import SwiftUI

struct Probe067: View {
  var body: some View {
    VStack {
      Text("A")
      Divider()
      Text("B")
    }
  }
}
