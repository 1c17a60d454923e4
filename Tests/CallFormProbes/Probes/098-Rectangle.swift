// weight: 254
// api: Rectangle
// form: Rectangle()
import SwiftUI

struct Probe098: View {
  var body: some View {
    Rectangle()
      .fill(.secondary)
      .frame(height: 1)
  }
}
