// weight: 177
// api: help
// form: .help(_:)
import SwiftUI

struct Probe301: View {
  var body: some View {
    Button("A") {}.help("Does the thing")
  }
}
