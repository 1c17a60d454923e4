// weight: 59
// api: onChange
// form: .onChange(of:initial:)
import SwiftUI

struct Probe229: View {
  @State private var value = 0.5
  @State private var count = 0

  var body: some View {
    Text("A").onChange(of: count, initial: true) { _, new in
      value = Double(new)
    }
  }
}
