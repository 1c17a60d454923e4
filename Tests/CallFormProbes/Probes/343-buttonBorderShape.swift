// weight: 79
// api: buttonBorderShape
// form: .buttonBorderShape(_:)
import SwiftUI

struct Probe343: View {
  var body: some View {
    Button("A") {}.buttonStyle(.bordered).buttonBorderShape(.capsule)
  }
}
