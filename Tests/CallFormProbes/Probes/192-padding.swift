// weight: 61
// api: padding
// form: .padding(_: CGFloat var)
import SwiftUI

struct Probe192: View {
  let spacing: CGFloat = 8

  var body: some View {
    Text("A").padding(spacing)
  }
}
