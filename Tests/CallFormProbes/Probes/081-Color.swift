// weight: 10
// api: Color
// form: Color.x.gradient
import SwiftUI

struct Probe081: View {
  var body: some View {
    Rectangle().fill(Color.blue.gradient)
  }
}
