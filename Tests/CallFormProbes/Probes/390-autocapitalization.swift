// weight: 28
// api: autocapitalization
// form: .autocapitalization(.none)
import SwiftUI

struct Probe390: View {
  @State private var text = ""

  var body: some View {
    TextField("A", text: $text).autocapitalization(.none)
  }
}
