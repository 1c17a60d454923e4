// weight: 146
// api: HStack
// form: HStack(alignment:spacing:)
import SwiftUI

struct Probe033: View {
  let spacing: CGFloat = 8

  var body: some View {
    HStack(alignment: .top, spacing: 10) {
      Text("A")
    }
  }
}
