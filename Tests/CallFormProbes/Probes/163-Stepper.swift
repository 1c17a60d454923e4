// weight: 5
// api: Stepper
// form: Stepper(_:onIncrement:onDecrement:)
import SwiftUI

struct Probe163: View {
  @State private var count = 0

  var body: some View {
    Stepper("Custom", onIncrement: { count += 1 }, onDecrement: { count -= 1 })
  }
}
