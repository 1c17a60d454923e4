// weight: 197
// api: controlSize
// form: .controlSize(_:)
import SwiftUI

struct Probe289: View {
  var body: some View {
    Button("A") {}.controlSize(.small)
  }
}
