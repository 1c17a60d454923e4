// weight: 21
// api: ProgressView
// form: ProgressView(value:total:)
import SwiftUI

struct Probe125: View {
  @State private var value = 0.5

  var body: some View {
    ProgressView(value: value, total: 1.0)
  }
}
