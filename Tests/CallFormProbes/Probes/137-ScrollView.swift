// weight: 29
// api: ScrollView
// form: ScrollView(.horizontal, showsIndicators:)
import SwiftUI

struct Probe137: View {
  var body: some View {
    ScrollView(.horizontal, showsIndicators: false) {
      HStack { Text("A") }
    }
  }
}
