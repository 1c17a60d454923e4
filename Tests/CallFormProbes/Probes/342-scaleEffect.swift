// weight: 81
// api: scaleEffect
// form: .scaleEffect(_:)
import SwiftUI

struct Probe342: View {
  @State private var isOn = false

  var body: some View {
    Text("A").scaleEffect(isOn ? 1.2 : 1)
  }
}
