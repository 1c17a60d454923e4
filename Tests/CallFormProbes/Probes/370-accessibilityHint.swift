// weight: 49
// api: accessibilityHint
// form: .accessibilityHint(_:)
import SwiftUI

struct Probe370: View {
  var body: some View {
    Button("A") {}.accessibilityHint("Opens settings")
  }
}
