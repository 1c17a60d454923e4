// weight: 10
// api: lineLimit
// form: .lineLimit(nil)
import SwiftUI

struct Probe256: View {
  var body: some View {
    Text("A").lineLimit(nil)
  }
}
