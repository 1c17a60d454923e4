// weight: 330
// api: accessibilityLabel
// form: .accessibilityLabel(String/"literal")
import SwiftUI

struct Probe249: View {
  @State private var model = ProbeModel()

  var body: some View {
    VStack {
      Image(systemName: "gear").accessibilityLabel("Settings")
      Image(systemName: "star").accessibilityLabel(model.name)
    }
  }
}
