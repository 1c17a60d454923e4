// weight: 317
// api: AnyView
// form: AnyView(_:)
import SwiftUI

struct Probe070: View {
  @State private var isOn = false

  var body: some View {
    isOn ? AnyView(Text("On")) : AnyView(Image(systemName: "xmark"))
  }
}
