// weight: 53
// api: Text
// form: Text + Text
import SwiftUI

struct Probe008: View {
  @State private var count = 0

  var body: some View {
    Text("Total: ").bold() + Text("\(count)").foregroundColor(.secondary)
  }
}
