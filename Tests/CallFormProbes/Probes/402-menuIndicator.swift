// weight: 21
// api: menuIndicator
// form: .menuIndicator(_:)
import SwiftUI

struct Probe402: View {
  var body: some View {
    Menu("A") { Button("B") {} }.menuIndicator(.hidden)
  }
}
