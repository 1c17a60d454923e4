// weight: 283
// api: Label
// form: Label { } icon: { }
import SwiftUI

struct Probe044: View {
  var body: some View {
    Label {
      Text("Title")
    } icon: {
      Image(systemName: "star")
    }
  }
}
