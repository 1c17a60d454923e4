// weight: 95
// api: Label
// form: Label(String, systemImage:)
import SwiftUI

struct Probe045: View {
  @State private var model = ProbeModel()

  var body: some View {
    Label(model.name, systemImage: model.icon)
  }
}
