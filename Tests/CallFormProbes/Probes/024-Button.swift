// weight: 52
// api: Button
// form: Button(_:systemImage:)
import SwiftUI

struct Probe024: View {
  @State private var count = 0

  var body: some View {
    Button("Share", systemImage: "square.and.arrow.up") { count += 1 }
  }
}
