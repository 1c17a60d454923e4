// weight: 62
// api: Button
// form: Button(_:role: .destructive)
import SwiftUI

struct Probe022: View {
  @State private var count = 0

  var body: some View {
    Button("Delete", role: .destructive) { count = 0 }
  }
}
