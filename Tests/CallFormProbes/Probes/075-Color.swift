// weight: 20
// api: Color
// form: Color(.sRGB, red:green:blue:opacity:)
import SwiftUI

struct Probe075: View {
  var body: some View {
    Color(.sRGB, red: 0.1, green: 0.2, blue: 0.3, opacity: 1)
  }
}
