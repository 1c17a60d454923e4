// weight: 183
// api: background
// form: .background(Color.x)
import SwiftUI

struct Probe220: View {
  var body: some View {
    Text("A").background(Color.yellow)
  }
}
