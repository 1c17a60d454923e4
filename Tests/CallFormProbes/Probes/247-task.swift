// weight: 164
// api: task
// form: .task(id:) { }
import SwiftUI

struct Probe247: View {
  @State private var selection = 0
  @State private var model = ProbeModel()

  var body: some View {
    Text("A").task(id: selection) {
      await model.load()
    }
  }
}
