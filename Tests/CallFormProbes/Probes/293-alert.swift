// weight: 10
// api: alert
// form: .alert(isPresented:) { Alert }
import SwiftUI

struct Probe293: View {
  @State private var count = 0
  @State private var isPresented = false

  var body: some View {
    Text("A").alert(isPresented: $isPresented) {
      Alert(title: Text("Saved"), primaryButton: .destructive(Text("Delete")) { count = 0 }, secondaryButton: .cancel())
    }
  }
}
