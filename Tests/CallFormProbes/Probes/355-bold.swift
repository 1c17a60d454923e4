// weight: 62
// api: bold
// form: .bold()
import SwiftUI

struct Probe355: View {
  var body: some View {
    Text("A").bold()
  }
}
