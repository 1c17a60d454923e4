// weight: 30
// api: TextField
// form: TextField(String, text:)
import SwiftUI

struct Probe133: View {
  @State private var text = ""
  @State private var model = ProbeModel()

  var body: some View {
    TextField(model.name, text: $model.name)
  }
}
