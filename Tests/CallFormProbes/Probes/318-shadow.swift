// weight: 59
// api: shadow
// form: .shadow(radius:)
import SwiftUI

struct Probe318: View {
  let radius: CGFloat = 8

  var body: some View {
    Text("A").shadow(radius: 4)
  }
}
