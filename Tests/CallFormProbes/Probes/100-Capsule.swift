// weight: 86
// api: Capsule
// form: Capsule()
import SwiftUI

struct Probe100: View {
  var body: some View {
    Capsule()
      .fill(.tint)
      .frame(width: 40, height: 4)
  }
}
