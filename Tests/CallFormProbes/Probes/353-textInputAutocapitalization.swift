// weight: 67
// api: textInputAutocapitalization
// form: .textInputAutocapitalization(_:)
import SwiftUI

struct Probe353: View {
  @State private var text = ""

  var body: some View {
    TextField("A", text: $text).textInputAutocapitalization(.never)
  }
}
