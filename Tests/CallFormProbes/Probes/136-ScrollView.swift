// weight: 231
// api: ScrollView
// form: ScrollView { }
import SwiftUI

struct Probe136: View {
  var body: some View {
    ScrollView {
      VStack { Text("Long") }
    }
  }
}
