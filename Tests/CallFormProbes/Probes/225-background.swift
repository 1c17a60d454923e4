// weight: 33
// api: background
// form: .background(_:in:)
import SwiftUI

struct Probe225: View {
  var body: some View {
    Text("A").background(.quaternary, in: .rect(cornerRadius: 8))
  }
}
