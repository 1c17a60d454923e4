// weight: 26
// api: swipeActions
// form: .swipeActions(edge:allowsFullSwipe:) { }
import SwiftUI

struct Probe392: View {
  @State private var count = 0

  var body: some View {
    List {
      Text("A").swipeActions(edge: .trailing, allowsFullSwipe: false) {
        Button("Delete", role: .destructive) { count = 0 }
        Button("Pin") { count += 1 }.tint(.orange)
      }
    }
  }
}
