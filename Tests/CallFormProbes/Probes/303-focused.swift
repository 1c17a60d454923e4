// weight: 40
// api: focused
// form: .focused($field, equals:)
import SwiftUI

struct Probe303: View {
  @State private var text = ""
  @FocusState private var field: ProbeField?

  var body: some View {
    TextField("Email", text: $text).focused($field, equals: .email)
  }
}
