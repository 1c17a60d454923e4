// weight: 27
// api: scrollBounceBehavior
// form: .scrollBounceBehavior(_:)
import SwiftUI

struct Probe391: View {
  var body: some View {
    ScrollView { Text("A") }.scrollBounceBehavior(.basedOnSize)
  }
}
