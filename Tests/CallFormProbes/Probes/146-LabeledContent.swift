// weight: 42
// api: LabeledContent
// form: LabeledContent(_:value:)
import SwiftUI

struct Probe146: View {
  @State private var value = 0.5

  var body: some View {
    Form {
      LabeledContent("Version", value: "1.0")
    }
  }
}
