// weight: 52
// api: interactiveDismissDisabled
// form: .interactiveDismissDisabled(_:)
import SwiftUI

struct Probe367: View {
  @State private var isOn = false

  var body: some View {
    VStack {
      Text("A").interactiveDismissDisabled()
      Text("B").interactiveDismissDisabled(isOn)
    }
  }
}
