// weight: 4
// api: task
// form: .task(priority:) { }
import SwiftUI

struct Probe248: View {
  @State private var model = ProbeModel()

  var body: some View {
    Text("A").task(priority: .background) {
      await model.load()
    }
  }
}
