// weight: 38
// api: border
// form: .border(_:width:)
import SwiftUI

struct Probe375: View {
  var body: some View {
    Text("A").border(Color.gray, width: 1)
  }
}
