// weight: 75
// api: shadow
// form: .shadow(color:radius:x:y:)
import SwiftUI

struct Probe319: View {
  @State private var color = Color.red
  let radius: CGFloat = 8

  var body: some View {
    Text("A").shadow(color: .black.opacity(0.2), radius: 8, x: 0, y: 4)
  }
}
