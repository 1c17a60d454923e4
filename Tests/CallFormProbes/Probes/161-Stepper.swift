// weight: 23
// api: Stepper
// form: Stepper(_:value:in:)
import SwiftUI

struct Probe161: View {
  @State private var value = 0.5
  @State private var count = 0

  var body: some View {
    Stepper("Quantity: \(count)", value: $count, in: 0...10)
  }
}
