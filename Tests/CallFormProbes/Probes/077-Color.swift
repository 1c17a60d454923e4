// weight: 12
// api: Color
// form: Color(hue:saturation:brightness:)
import SwiftUI

struct Probe077: View {
  var body: some View {
    Color(hue: 0.5, saturation: 0.8, brightness: 0.9)
  }
}
