// weight: 30
// api: transition
// form: .transition(.asymmetric/.combined)
import SwiftUI

struct Probe305: View {
  var body: some View {
    Text("A").transition(.asymmetric(insertion: .move(edge: .trailing), removal: .opacity).combined(with: .scale))
  }
}
