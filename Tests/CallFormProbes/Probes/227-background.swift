// weight: 25
// api: background
// form: .background()
import SwiftUI

struct Probe227: View {
  var body: some View {
    Text("A").background()
  }
}
