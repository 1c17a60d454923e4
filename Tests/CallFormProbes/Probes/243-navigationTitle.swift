// weight: 160
// api: navigationTitle
// form: .navigationTitle(String var)
import SwiftUI

struct Probe243: View {
  @State private var model = ProbeModel()

  var body: some View {
    NavigationStack { Text("A").navigationTitle(model.name) }
  }
}
