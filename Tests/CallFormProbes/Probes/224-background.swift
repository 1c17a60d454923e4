// weight: 41
// api: background
// form: .background(_:ignoresSafeAreaEdges:)
import SwiftUI

struct Probe224: View {
  var body: some View {
    Text("A").background(.thinMaterial, ignoresSafeAreaEdges: .horizontal)
  }
}
