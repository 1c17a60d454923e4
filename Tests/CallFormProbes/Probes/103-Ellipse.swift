// weight: 10
// api: Ellipse
// form: Ellipse()
import SwiftUI

struct Probe103: View {
  var body: some View {
    Ellipse().stroke(lineWidth: 2)
  }
}
