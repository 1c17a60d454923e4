// weight: 77
// api: accessibilityValue
// form: .accessibilityValue(_:)
import SwiftUI

struct Probe348: View {
  @State private var value = 0.5

  var body: some View {
    Slider(value: $value).accessibilityValue("\(Int(value * 100)) percent")
  }
}
