// weight: 184
// api: Image
// form: Image(systemName: String)
import SwiftUI

struct Probe039: View {
  @State private var model = ProbeModel()

  var body: some View {
    Image(systemName: model.icon)
  }
}
