// weight: 1012
// api: Spacer
// form: Spacer()
import SwiftUI

struct Probe065: View {
  var body: some View {
    HStack {
      Text("A")
      Spacer()
    }
  }
}
