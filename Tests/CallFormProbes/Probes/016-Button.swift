// weight: 1361
// api: Button
// form: Button { } label: { }
import SwiftUI

struct Probe016: View {
  @State private var count = 0

  var body: some View {
    Button {
      count += 1
    } label: {
      Label("Add", systemImage: "plus")
    }
  }
}
