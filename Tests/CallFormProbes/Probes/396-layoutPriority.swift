// weight: 24
// api: layoutPriority
// form: .layoutPriority(_:)
import SwiftUI

struct Probe396: View {
  var body: some View {
    Text("A").layoutPriority(1)
  }
}
