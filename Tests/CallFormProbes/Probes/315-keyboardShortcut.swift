// weight: 15
// api: keyboardShortcut
// form: .keyboardShortcut("k")
import SwiftUI

struct Probe315: View {
  var body: some View {
    Button("Find") {}.keyboardShortcut("f")
  }
}
