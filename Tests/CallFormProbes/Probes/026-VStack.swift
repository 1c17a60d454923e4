// weight: 731
// api: VStack
// form: VStack(spacing:)
import SwiftUI

struct Probe026: View {
  let spacing: CGFloat = 8

  var body: some View {
    VStack(spacing: 12) {
      Text("A")
      Text("B")
    }
  }
}
