// weight: 40
// api: tint
// form: .tint(Color var)
import SwiftUI

struct Probe277: View {
  @State private var model = ProbeModel()

  var body: some View {
    Button("A") {}.tint(model.color)
  }
}
