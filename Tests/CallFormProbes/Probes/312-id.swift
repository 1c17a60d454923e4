// weight: 143
// api: id
// form: .id(_:)
import SwiftUI

struct Probe312: View {
  @State private var selection = 0

  var body: some View {
    Text("A").id(selection)
  }
}
