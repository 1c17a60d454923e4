// weight: 6
// api: Stepper
// form: Stepper(value:in:step:) { label }
import SwiftUI

struct Probe162: View {
  @State private var value = 0.5

  var body: some View {
    Stepper(value: $value, in: 0...1, step: 0.1) {
      Text("Step")
    }
  }
}
