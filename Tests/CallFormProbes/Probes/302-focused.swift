// weight: 92
// api: focused
// form: .focused($bool)
import SwiftUI

struct Probe302: View {
  @State private var text = ""
  @FocusState private var nameFocused: Bool

  var body: some View {
    TextField("Name", text: $text).focused($nameFocused)
  }
}
