// weight: 39
// api: ScrollView
// form: ScrollView(.vertical/.horizontal)
import SwiftUI

struct Probe138: View {
  var body: some View {
    ScrollView(.vertical) {
      Text("A")
    }
  }
}
