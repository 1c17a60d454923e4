// weight: 16
// api: pickerStyle
// form: .pickerStyle(SegmentedPickerStyle())
import SwiftUI

struct Probe323: View {
  @State private var selection = 0

  var body: some View {
    Picker("P", selection: $selection) { Text("A").tag(0) }
      .pickerStyle(SegmentedPickerStyle())
  }
}
