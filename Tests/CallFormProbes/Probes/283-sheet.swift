// weight: 14
// api: sheet
// form: .sheet(isPresented:onDismiss:content:)
import SwiftUI

struct Probe283: View {
  @State private var count = 0
  @State private var isPresented = false
  func reset() { count = 0 }

  var body: some View {
    Text("A").sheet(isPresented: $isPresented, onDismiss: reset) {
      Text("Sheet")
    }
  }
}
