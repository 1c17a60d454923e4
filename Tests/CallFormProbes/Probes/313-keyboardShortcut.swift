// weight: 70
// api: keyboardShortcut
// form: .keyboardShortcut(_:modifiers:)
import SwiftUI

struct Probe313: View {
  var body: some View {
    Button("Save") {}.keyboardShortcut("s", modifiers: [.command, .shift])
  }
}
