// weight: 441
// api: padding
// form: .padding()
import SwiftUI

struct Probe190: View {
  var body: some View {
    Text("A").padding()
  }
}
