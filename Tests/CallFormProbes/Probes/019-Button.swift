// weight: 158
// api: Button
// form: Button(action:) { label }
import SwiftUI

struct Probe019: View {
  @State private var count = 0

  var body: some View {
    Button(action: { count += 1 }) {
      Text("Tap")
    }
  }
}
