// weight: 148
// api: Toggle
// form: Toggle(_: "title", isOn:)
import SwiftUI

struct Probe083: View {
  @State private var isOn = false

  var body: some View {
    Toggle("Notifications", isOn: $isOn)
  }
}
