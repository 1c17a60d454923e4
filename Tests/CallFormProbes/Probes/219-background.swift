// weight: 237
// api: background
// form: .background(Color var)
import SwiftUI

struct Probe219: View {
  @State private var model = ProbeModel()

  var body: some View {
    Text("A").background(model.color)
  }
}
