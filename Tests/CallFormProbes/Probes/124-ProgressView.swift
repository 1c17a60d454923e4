// weight: 53
// api: ProgressView
// form: ProgressView(_: title)
import SwiftUI

struct Probe124: View {
  var body: some View {
    ProgressView("Loading…")
  }
}
