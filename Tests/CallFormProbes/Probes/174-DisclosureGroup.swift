// weight: 7
// api: DisclosureGroup
// form: DisclosureGroup(_:isExpanded:)
import SwiftUI

struct Probe174: View {
  @State private var isPresented = false

  var body: some View {
    DisclosureGroup("More", isExpanded: $isPresented) {
      Text("Details")
    }
  }
}
