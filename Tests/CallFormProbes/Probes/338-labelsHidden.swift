// weight: 92
// api: labelsHidden
// form: .labelsHidden()
import SwiftUI

struct Probe338: View {
  @State private var isOn = false

  var body: some View {
    Toggle("A", isOn: $isOn).labelsHidden()
  }
}
