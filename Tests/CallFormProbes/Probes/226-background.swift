// weight: 25
// api: background
// form: .background(alignment:) { }
import SwiftUI

struct Probe226: View {
  var body: some View {
    Text("A").background(alignment: .bottom) {
      Capsule().frame(height: 2)
    }
  }
}
