// weight: 65
// api: presentationBackground
// form: .presentationBackground(_:)
import SwiftUI

struct Probe354: View {
  var body: some View {
    Text("A").presentationBackground(.thinMaterial)
  }
}
