// weight: 75
// api: toggleStyle
// form: .toggleStyle(_:)
import SwiftUI

struct Probe350: View {
  @State private var isOn = false

  var body: some View {
    Toggle("A", isOn: $isOn).toggleStyle(.switch)
  }
}
