// weight: 8
// api: contextMenu
// form: .contextMenu(menuItems:preview:)
import SwiftUI

struct Probe336: View {
  var body: some View {
    Text("A").contextMenu {
      Button("Copy") {}
    } preview: {
      Text("Preview")
    }
  }
}
