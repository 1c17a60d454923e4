// weight: 19
// api: compositingGroup
// form: .compositingGroup()
import SwiftUI

struct Probe418: View {
  var body: some View {
    Text("A").compositingGroup()
  }
}
