// weight: 21
// api: transition
// form: .transition(.blurReplace/.push)
import SwiftUI

struct Probe306: View {
  var body: some View {
    Text("A").transition(.blurReplace).transition(.push(from: .top))
  }
}
