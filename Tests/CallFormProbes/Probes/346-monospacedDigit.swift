// weight: 78
// api: monospacedDigit
// form: .monospacedDigit()
import SwiftUI

struct Probe346: View {
  @State private var count = 0

  var body: some View {
    Text("\(count)").monospacedDigit()
  }
}
