// weight: 20
// api: stroke
// form: .stroke(.style)
import SwiftUI

struct Probe299: View {
  var body: some View {
    Circle().stroke(.secondary)
  }
}
