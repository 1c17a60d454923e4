// weight: 8
// api: ViewThatFits
// form: ViewThatFits { }
import SwiftUI

struct Probe185: View {
  var body: some View {
    ViewThatFits {
      Text("A long title")
      Text("Short")
    }
  }
}
