// weight: 619
// api: VStack
// form: VStack(alignment:spacing:)
import SwiftUI

struct Probe027: View {
  let spacing: CGFloat = 8

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Text("A")
      Text("B")
    }
  }
}
