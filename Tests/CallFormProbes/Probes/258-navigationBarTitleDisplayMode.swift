// weight: 341
// api: navigationBarTitleDisplayMode
// form: .navigationBarTitleDisplayMode(.inline)
import SwiftUI

struct Probe258: View {
  var body: some View {
    NavigationStack { Text("A").navigationBarTitleDisplayMode(.inline) }
  }
}
