// weight: 10
// api: Slider
// form: Slider(value:in:) + min/max labels
import SwiftUI

struct Probe159: View {
  @State private var value = 0.5

  var body: some View {
    Slider(value: $value, in: 0...1) {
      Text("Brightness")
    } minimumValueLabel: {
      Image(systemName: "sun.min")
    } maximumValueLabel: {
      Image(systemName: "sun.max")
    }
  }
}
