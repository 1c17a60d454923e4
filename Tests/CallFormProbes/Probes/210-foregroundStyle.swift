// weight: 498
// api: foregroundStyle
// form: .foregroundStyle(Color var)
import SwiftUI

struct Probe210: View {
  @State private var model = ProbeModel()

  var body: some View {
    Text("A").foregroundStyle(model.color)
  }
}
