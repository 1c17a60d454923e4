// weight: 180
// api: foregroundStyle
// form: .foregroundStyle(.red/.white/...)
import SwiftUI

struct Probe211: View {
  var body: some View {
    VStack {
      Text("A").foregroundStyle(.red)
      Text("B").foregroundStyle(.white)
      Text("C").foregroundStyle(.orange)
    }
  }
}
