// weight: 54
// api: presentationDragIndicator
// form: .presentationDragIndicator(_:)
import SwiftUI

struct Probe365: View {
  var body: some View {
    Text("A").presentationDragIndicator(.visible)
  }
}
