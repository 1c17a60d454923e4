// weight: 60
// api: background
// form: .background(.material)
import SwiftUI

struct Probe223: View {
  var body: some View {
    Text("A").background(.ultraThinMaterial)
  }
}
