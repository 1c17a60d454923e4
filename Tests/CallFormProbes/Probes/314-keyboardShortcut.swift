// weight: 53
// api: keyboardShortcut
// form: .keyboardShortcut(.defaultAction/.cancelAction)
import SwiftUI

struct Probe314: View {
  var body: some View {
    VStack {
      Button("OK") {}.keyboardShortcut(.defaultAction)
      Button("Cancel") {}.keyboardShortcut(.cancelAction)
    }
  }
}
