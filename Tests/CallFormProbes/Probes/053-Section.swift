// weight: 60
// api: Section
// form: Section { } footer: { }
import SwiftUI

struct Probe053: View {
  @State private var isOn = false

  var body: some View {
    Form {
      Section {
        Toggle("On", isOn: $isOn)
      } footer: {
        Text("Explains the toggle")
      }
    }
  }
}
