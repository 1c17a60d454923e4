// weight: 14
// api: overlay
// form: .overlay(_:alignment:)
import SwiftUI

struct Probe241: View {
  var body: some View {
    Text("A").overlay(Text("!"), alignment: .topTrailing)
  }
}
