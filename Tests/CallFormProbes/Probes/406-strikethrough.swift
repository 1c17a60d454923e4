// weight: 19
// api: strikethrough
// form: .strikethrough(_:)
import SwiftUI

struct Probe406: View {
  @State private var isOn = false

  var body: some View {
    Text("A").strikethrough(isOn)
  }
}
