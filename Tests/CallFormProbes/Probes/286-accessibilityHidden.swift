// weight: 216
// api: accessibilityHidden
// form: .accessibilityHidden(_:)
import SwiftUI

struct Probe286: View {
  var body: some View {
    Image(systemName: "star").accessibilityHidden(true)
  }
}
