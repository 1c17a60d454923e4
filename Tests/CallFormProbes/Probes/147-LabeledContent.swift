// weight: 49
// api: LabeledContent
// form: LabeledContent(_:) { content }
import SwiftUI

struct Probe147: View {
  @State private var value = 0.5
  @State private var count = 0

  var body: some View {
    Form {
      LabeledContent("Count") {
        Stepper("\(count)", value: $count)
      }
    }
  }
}
