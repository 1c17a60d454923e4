// weight: 21
// api: DisclosureGroup
// form: DisclosureGroup(isExpanded:) { } label:
import SwiftUI

struct Probe173: View {
  @State private var isPresented = false

  var body: some View {
    DisclosureGroup(isExpanded: $isPresented) {
      Text("Details")
    } label: {
      Text("More")
    }
  }
}
