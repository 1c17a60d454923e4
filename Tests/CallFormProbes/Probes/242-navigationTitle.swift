// weight: 361
// api: navigationTitle
// form: .navigationTitle("literal")
import SwiftUI

struct Probe242: View {
  var body: some View {
    NavigationStack { Text("A").navigationTitle("Settings") }
  }
}
