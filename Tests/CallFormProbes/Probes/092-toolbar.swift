// weight: 120
// api: toolbar
// form: .toolbar { Button }
import SwiftUI

struct Probe092: View {
  @State private var count = 0

  var body: some View {
    NavigationStack {
      Text("A")
        .toolbar {
          Button("Add") { count += 1 }
        }
    }
  }
}
