// weight: 147
// api: environment
// form: .environment(\.key, value)
import SwiftUI

struct Probe236: View {
  var body: some View {
    Text("A").environment(\.colorScheme, .dark)
  }
}
