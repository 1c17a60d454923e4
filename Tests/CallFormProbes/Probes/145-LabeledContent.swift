// weight: 58
// api: LabeledContent
// form: LabeledContent { } label: { }
import SwiftUI

struct Probe145: View {
  var body: some View {
    Form {
      LabeledContent {
        Text("1.0")
      } label: {
        Text("Version")
      }
    }
  }
}
