// weight: 86
// api: Button
// form: Button(_:role: .cancel)
import SwiftUI

struct Probe020: View {
  @State private var isPresented = false

  var body: some View {
    Button("Cancel", role: .cancel) { isPresented = false }
  }
}
