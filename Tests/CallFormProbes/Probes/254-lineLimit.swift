// weight: 350
// api: lineLimit
// form: .lineLimit(_:)
import SwiftUI

struct Probe254: View {
  var body: some View {
    Text("A").lineLimit(2)
  }
}
