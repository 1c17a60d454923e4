// weight: 8
// api: GroupBox
// form: GroupBox { } label: { }
import SwiftUI

struct Probe176: View {
  var body: some View {
    GroupBox {
      Text("All good")
    } label: {
      Label("Status", systemImage: "checkmark")
    }
  }
}
