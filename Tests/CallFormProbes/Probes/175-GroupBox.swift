// weight: 25
// api: GroupBox
// form: GroupBox(_:) { }
import SwiftUI

struct Probe175: View {
  var body: some View {
    GroupBox("Summary") {
      Text("All good")
    }
  }
}
