// weight: 201
// api: fill
// form: .fill(Color)
import SwiftUI

struct Probe267: View {
  @State private var model = ProbeModel()

  var body: some View {
    Circle().fill(model.color)
  }
}
