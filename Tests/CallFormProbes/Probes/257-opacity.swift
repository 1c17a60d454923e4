// weight: 352
// api: opacity
// form: .opacity(_:)
import SwiftUI

struct Probe257: View {
  @State private var isOn = false

  var body: some View {
    Text("A").opacity(isOn ? 1 : 0.4)
  }
}
