// weight: 400
// api: Text
// form: Text("… \(value) …")
import SwiftUI

struct Probe003: View {
  @State private var count = 0
  @State private var model = ProbeModel()

  var body: some View {
    Text("Count: \(count), name: \(model.name)")
  }
}
