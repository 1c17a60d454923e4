// weight: 28
// api: LabeledContent
// form: LabeledContent(_:value:format:)
import SwiftUI

struct Probe148: View {
  @State private var value = 0.5

  var body: some View {
    Form {
      LabeledContent("Total", value: value, format: .number)
    }
  }
}
