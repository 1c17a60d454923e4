// weight: 829
// api: Label
// form: Label(_:systemImage:)
import SwiftUI

struct Probe043: View {
  var body: some View {
    Label("Settings", systemImage: "gear")
  }
}
