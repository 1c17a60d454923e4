// weight: 55
// api: scrollDismissesKeyboard
// form: .scrollDismissesKeyboard(_:)
import SwiftUI

struct Probe362: View {
  var body: some View {
    ScrollView { Text("A") }.scrollDismissesKeyboard(.interactively)
  }
}
