// weight: 35
// api: VStack
// form: VStack(spacing: CGFloat var)
import SwiftUI

struct Probe030: View {
  let spacing: CGFloat = 8

  var body: some View {
    VStack(spacing: spacing) {
      Text("A")
    }
  }
}
