// weight: 309
// api: task
// form: .task { }
import SwiftUI

struct Probe246: View {
  @State private var model = ProbeModel()

  var body: some View {
    Text("A").task {
      await model.load()
    }
  }
}
