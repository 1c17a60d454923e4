// weight: 61
// api: rotationEffect
// form: .rotationEffect(_:)
import SwiftUI

struct Probe357: View {
  @State private var isOn = false

  var body: some View {
    Image(systemName: "chevron.right").rotationEffect(.degrees(isOn ? 90 : 0))
  }
}
