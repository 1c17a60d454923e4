// weight: 18
// api: Slider
// form: Slider(value:in:) { label }
import SwiftUI

struct Probe158: View {
  @State private var value = 0.5

  var body: some View {
    Slider(value: $value, in: 0...100) {
      Text("Volume")
    }
  }
}
