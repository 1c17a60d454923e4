// weight: 30
// api: Text
// form: Text("\(x, format:)")
import SwiftUI

struct Probe009: View {
  @State private var value = 0.5

  var body: some View {
    Text("\(value, format: .number.precision(.fractionLength(1)))")
  }
}
