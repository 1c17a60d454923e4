// weight: 6
// api: Menu
// form: Menu(content:label:primaryAction:)
import SwiftUI

struct Probe152: View {
  @State private var count = 0

  var body: some View {
    Menu {
      Button("Copy") { count += 1 }
    } label: {
      Text("Paste")
    } primaryAction: {
      count += 1
    }
  }
}
