// weight: 4
// api: Slider
// form: Slider(value:)
import SwiftUI

struct Probe160: View {
  @State private var value = 0.5

  var body: some View {
    Slider(value: $value)
  }
}
