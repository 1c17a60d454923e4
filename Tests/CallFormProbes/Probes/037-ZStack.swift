// weight: 79
// api: ZStack
// form: ZStack(alignment:)
import SwiftUI

struct Probe037: View {
  var body: some View {
    ZStack(alignment: .bottomTrailing) {
      Rectangle()
      Text("Badge")
    }
  }
}
