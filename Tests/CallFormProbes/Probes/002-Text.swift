// weight: 1960
// api: Text
// form: Text(_: String)
import SwiftUI

struct Probe002: View {
  @State private var model = ProbeModel()

  var body: some View {
    Text(model.name)
  }
}
