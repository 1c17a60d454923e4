// weight: 23
// api: italic
// form: .italic()
import SwiftUI

struct Probe399: View {
  var body: some View {
    Text("A").italic()
  }
}
