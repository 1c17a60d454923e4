// weight: 68
// api: accessibilityLabel
// form: .accessibilityLabel(Text)
import SwiftUI

struct Probe250: View {
  var body: some View {
    Image(systemName: "gear").accessibilityLabel(Text("Settings"))
  }
}
