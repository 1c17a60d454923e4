// weight: 382
// api: Form
// form: Form { }
import SwiftUI

struct Probe108: View {
  @State private var text = ""
  @State private var isOn = false

  var body: some View {
    Form {
      TextField("Name", text: $text)
      Toggle("Enabled", isOn: $isOn)
    }
  }
}
