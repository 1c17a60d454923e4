// weight: 266
// api: Text
// form: Text(_:bundle:)
import SwiftUI

struct Probe004: View {
  var body: some View {
    Text("Welcome", bundle: .main)
  }
}
