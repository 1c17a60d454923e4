// weight: 163
// api: environment
// form: .environment(object)
import SwiftUI

struct Probe235: View {
  @State private var model = ProbeModel()

  var body: some View {
    Text("A").environment(model)
  }
}
