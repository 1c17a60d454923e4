// weight: 640
// api: foregroundStyle
// form: .foregroundStyle(.secondary/.primary/.tertiary)
import SwiftUI

struct Probe209: View {
  var body: some View {
    VStack {
      Text("A").foregroundStyle(.secondary)
      Text("B").foregroundStyle(.primary)
      Text("C").foregroundStyle(.tertiary)
    }
  }
}
