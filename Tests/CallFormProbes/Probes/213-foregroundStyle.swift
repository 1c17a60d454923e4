// weight: 34
// api: foregroundStyle
// form: .foregroundStyle(.tint)
import SwiftUI

struct Probe213: View {
  var body: some View {
    Image(systemName: "star").foregroundStyle(.tint)
  }
}
