// weight: 20
// api: buttonStyle
// form: .buttonStyle(PlainButtonStyle())
import SwiftUI

struct Probe233: View {
  var body: some View {
    Button("A") {}.buttonStyle(PlainButtonStyle())
  }
}
