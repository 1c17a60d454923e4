// weight: 20
// api: DisclosureGroup
// form: DisclosureGroup(_:) { }
import SwiftUI

struct Probe172: View {
  @State private var isOn = false

  var body: some View {
    DisclosureGroup("Advanced") {
      Toggle("Debug", isOn: $isOn)
    }
  }
}
