// weight: 200
// api: tint
// form: .tint(Color)
import SwiftUI

struct Probe276: View {
  @State private var isOn = false

  var body: some View {
    Toggle("A", isOn: $isOn).tint(.green)
  }
}
