// weight: 10
// api: Menu
// form: Menu(_:systemImage:) { }
import SwiftUI

struct Probe151: View {
  @State private var selection = 0

  var body: some View {
    Menu("Sort", systemImage: "arrow.up.arrow.down") {
      Picker("Sort", selection: $selection) {
        Text("Name").tag(0)
        Text("Date").tag(1)
      }
    }
  }
}
