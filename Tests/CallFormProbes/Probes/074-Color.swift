// weight: 30
// api: Color
// form: Color(red:green:blue:opacity:)
import SwiftUI

struct Probe074: View {
  var body: some View {
    Rectangle().fill(Color(red: 1, green: 0, blue: 0, opacity: 0.5))
  }
}
