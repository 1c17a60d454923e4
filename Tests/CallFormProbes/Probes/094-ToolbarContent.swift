// weight: 113
// api: ToolbarContent
// form: some ToolbarContent + @ToolbarContentBuilder
import SwiftUI

struct Probe094: View {
  var toolbarContent: some ToolbarContent {
    ToolbarItem(placement: .primaryAction) { Button("Add") {} }
  }

  var body: some View {
    NavigationStack {
      Text("A").toolbar { toolbarContent }
    }
  }
}
