// weight: 510
// api: buttonStyle
// form: .buttonStyle(.plain/.bordered/.borderedProminent/.borderless)
import SwiftUI

struct Probe231: View {
  var body: some View {
    VStack {
      Button("A") {}.buttonStyle(.plain)
      Button("B") {}.buttonStyle(.bordered)
      Button("C") {}.buttonStyle(.borderedProminent)
      Button("D") {}.buttonStyle(.borderless)
    }
  }
}
