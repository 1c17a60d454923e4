// weight: 174
// api: Button
// form: Button(_: String) { }
import SwiftUI

struct Probe018: View {
  @State private var count = 0
  @State private var model = ProbeModel()

  var body: some View {
    Button(model.name) { count += 1 }
  }
}
