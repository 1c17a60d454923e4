// weight: 20
// api: Button
// form: Button(_:image:)
import SwiftUI

struct Probe025: View {
  @State private var count = 0

  var body: some View {
    Button("Custom", image: "logo") { count += 1 }
  }
}
