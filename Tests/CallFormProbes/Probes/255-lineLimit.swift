// weight: 10
// api: lineLimit
// form: .lineLimit(_:reservesSpace:)
import SwiftUI

struct Probe255: View {
  var body: some View {
    Text("A").lineLimit(2, reservesSpace: true)
  }
}
