// weight: 300
// api: Color
// form: Color.red (View)
import SwiftUI

struct Probe071: View {
  var body: some View {
    Color.red.frame(width: 20, height: 20)
  }
}
