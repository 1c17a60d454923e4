// weight: 15
// api: Color
// form: Color(white:)
import SwiftUI

struct Probe076: View {
  var body: some View {
    Color(white: 0.9)
  }
}
