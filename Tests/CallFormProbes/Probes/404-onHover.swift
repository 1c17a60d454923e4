// weight: 39
// api: onHover
// form: .onHover { }
import SwiftUI

struct Probe404: View {
  @State private var isOn = false

  var body: some View {
    Text("A").onHover { hovering in isOn = hovering }
  }
}
