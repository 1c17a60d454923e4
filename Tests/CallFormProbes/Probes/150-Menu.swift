// weight: 33
// api: Menu
// form: Menu(_: "title") { }
import SwiftUI

struct Probe150: View {
  @State private var count = 0

  var body: some View {
    Menu("Options") {
      Button("One") { count += 1 }
      Divider()
      Button("Two") { count += 1 }
    }
  }
}
