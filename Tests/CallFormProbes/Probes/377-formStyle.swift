// weight: 36
// api: formStyle
// form: .formStyle(.grouped)
import SwiftUI

struct Probe377: View {
  var body: some View {
    Form { Text("A") }.formStyle(.grouped)
  }
}
