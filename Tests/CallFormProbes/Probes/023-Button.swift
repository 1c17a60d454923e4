// weight: 60
// api: Button
// form: Button(action:label:)
import SwiftUI

struct Probe023: View {
  @State private var count = 0
  func reset() { count = 0 }

  var body: some View {
    Button(action: reset, label: { Image(systemName: "arrow.clockwise") })
  }
}
