// weight: 50
// api: Color
// form: Color(red:green:blue:)
import SwiftUI

struct Probe073: View {
  var body: some View {
    Text("A").foregroundColor(Color(red: 0.2, green: 0.4, blue: 0.6))
  }
}
