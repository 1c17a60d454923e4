// weight: 30
// api: padding
// form: .padding(EdgeInsets)
import SwiftUI

struct Probe193: View {
  var body: some View {
    Text("A").padding(EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8))
  }
}
