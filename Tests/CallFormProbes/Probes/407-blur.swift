// weight: 19
// api: blur
// form: .blur(radius:)
import SwiftUI

struct Probe407: View {
  let radius: CGFloat = 8

  var body: some View {
    Text("A").blur(radius: 3)
  }
}
