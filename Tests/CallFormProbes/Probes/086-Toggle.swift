// weight: 12
// api: Toggle
// form: Toggle(_:systemImage:isOn:)
import SwiftUI

struct Probe086: View {
  @State private var isOn = false

  var body: some View {
    Toggle("Wi-Fi", systemImage: "wifi", isOn: $isOn)
  }
}
