// weight: 118
// api: foregroundStyle
// form: .foregroundStyle(Color.x)
import SwiftUI

struct Probe212: View {
  var body: some View {
    Text("A").foregroundStyle(Color.blue)
  }
}
