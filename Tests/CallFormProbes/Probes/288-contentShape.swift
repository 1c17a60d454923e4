// weight: 22
// api: contentShape
// form: .contentShape(_:kind, _:shape)
import SwiftUI

struct Probe288: View {
  var body: some View {
    Text("A").contentShape(.contextMenuPreview, .rect(cornerRadius: 8))
  }
}
