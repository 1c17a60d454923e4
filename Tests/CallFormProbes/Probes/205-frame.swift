// weight: 126
// api: frame
// form: .frame(width: CGFloat var, height:)
import SwiftUI

struct Probe205: View {
  let size: CGFloat = 20

  var body: some View {
    Text("A").frame(width: size, height: size)
  }
}
