// weight: 12
// api: navigationTitle
// form: .navigationTitle(Text)
import SwiftUI

struct Probe244: View {
  var body: some View {
    NavigationStack { Text("A").navigationTitle(Text("Inbox")) }
  }
}
