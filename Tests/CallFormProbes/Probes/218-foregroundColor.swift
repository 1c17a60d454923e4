// weight: 345
// api: foregroundColor
// form: .foregroundColor(Color var/Color.x)
import SwiftUI

struct Probe218: View {
  @State private var isOn = false

  var body: some View {
    Text("A").foregroundColor(isOn ? .green : Color.gray)
  }
}
