// weight: 34
// api: Slider
// form: Slider(value:in:step:)
import SwiftUI

struct Probe157: View {
  @State private var value = 0.5

  var body: some View {
    Slider(value: $value, in: 0...1, step: 0.1)
  }
}
