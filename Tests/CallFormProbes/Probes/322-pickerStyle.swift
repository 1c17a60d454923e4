// weight: 127
// api: pickerStyle
// form: .pickerStyle(_:)
import SwiftUI

struct Probe322: View {
  @State private var selection = 0

  var body: some View {
    Picker("P", selection: $selection) { Text("A").tag(0) }
      .pickerStyle(.menu)
  }
}
