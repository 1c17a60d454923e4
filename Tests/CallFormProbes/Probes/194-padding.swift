// weight: 20
// api: padding
// form: .padding([.top, .bottom], _:)
import SwiftUI

struct Probe194: View {
  var body: some View {
    Text("A").padding([.top, .bottom], 10)
  }
}
