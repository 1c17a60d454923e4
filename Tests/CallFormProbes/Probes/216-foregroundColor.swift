// weight: 394
// api: foregroundColor
// form: .foregroundColor(.secondary)
import SwiftUI

struct Probe216: View {
  var body: some View {
    Text("A").foregroundColor(.secondary)
  }
}
