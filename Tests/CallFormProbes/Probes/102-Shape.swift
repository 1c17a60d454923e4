// weight: 40
// api: Shape
// form: struct: Shape { path(in:) }
import SwiftUI

struct Probe102: View {
  var body: some View {
    Triangle()
      .fill(Color.orange)
      .frame(width: 20, height: 20)
  }
}
