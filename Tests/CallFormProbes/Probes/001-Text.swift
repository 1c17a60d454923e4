// weight: 3637
// api: Text
// form: Text(_: "literal")
import SwiftUI

struct Probe001: View {
  var body: some View {
    Text("Hello, world")
  }
}
