// weight: 674
// api: Button
// form: Button(_: "title") { }
import SwiftUI

struct Probe017: View {
  @State private var count = 0

  var body: some View {
    Button("Save") { count += 1 }
  }
}
