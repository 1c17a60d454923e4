// weight: 30
// api: animation
// form: .animation(_:) (deprecated)
import SwiftUI

struct Probe262: View {
  var body: some View {
    Text("A").animation(.easeInOut)
  }
}
