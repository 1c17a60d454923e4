// weight: 120
// api: font
// form: .font(.x.weight()/.bold())
import SwiftUI

struct Probe198: View {
  var body: some View {
    VStack {
      Text("A").font(.headline.weight(.semibold))
      Text("B").font(.body.bold())
      Text("C").font(.caption.monospacedDigit())
      Text("D").font(.title.italic())
    }
  }
}
