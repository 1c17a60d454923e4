// weight: 15
// api: scrollIndicators
// form: .scrollIndicators(.hidden)
import SwiftUI

struct Probe412: View {
  var body: some View {
    ScrollView { Text("A") }.scrollIndicators(.hidden)
  }
}
