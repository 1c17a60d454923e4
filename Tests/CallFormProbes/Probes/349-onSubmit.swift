// weight: 76
// api: onSubmit
// form: .onSubmit { }
import SwiftUI

struct Probe349: View {
  @State private var text = ""
  @State private var count = 0

  var body: some View {
    TextField("Search", text: $text).onSubmit {
      count += 1
    }
  }
}
