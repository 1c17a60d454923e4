// weight: 32
// api: accessibilityAction
// form: .accessibilityAction { }
import SwiftUI

struct Probe383: View {
  @State private var count = 0

  var body: some View {
    Text("A").accessibilityAction {
      count += 1
    }
  }
}
