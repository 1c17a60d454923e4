// weight: 42
// api: Link
// form: Link(destination:) { label }
import SwiftUI

struct Probe153: View {
  var body: some View {
    Link(destination: URL(string: "https://example.com")!) {
      Label("Website", systemImage: "safari")
    }
  }
}
