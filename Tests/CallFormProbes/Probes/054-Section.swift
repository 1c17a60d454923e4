// weight: 17
// api: Section
// form: Section(_: String)
import SwiftUI

struct Probe054: View {
  @State private var model = ProbeModel()

  var body: some View {
    Form {
      Section(model.name) {
        Text("Row")
      }
    }
  }
}
