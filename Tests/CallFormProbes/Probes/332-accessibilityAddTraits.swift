// weight: 102
// api: accessibilityAddTraits
// form: .accessibilityAddTraits(_:)
import SwiftUI

struct Probe332: View {
  var body: some View {
    Text("A").accessibilityAddTraits(.isHeader)
  }
}
