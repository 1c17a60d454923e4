// weight: 1374
// api: padding
// form: .padding(_: Edge.Set, _: length)
import SwiftUI

struct Probe189: View {
  var body: some View {
    Text("A")
      .padding(.horizontal, 16)
      .padding(.vertical, 8)
      .padding(.top, 4)
      .padding(.bottom, 4)
      .padding(.leading, 2)
      .padding(.trailing, 2)
  }
}
