// weight: 60
// api: Color
// form: Color.x.opacity()
import SwiftUI

struct Probe078: View {
  var body: some View {
    Text("A").foregroundColor(Color.black.opacity(0.6))
  }
}
