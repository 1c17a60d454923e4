// weight: 20
// api: TextEditor
// form: TextEditor(text:)
import SwiftUI

struct Probe135: View {
  @State private var text = ""

  var body: some View {
    TextEditor(text: $text)
      .frame(minHeight: 100)
  }
}
