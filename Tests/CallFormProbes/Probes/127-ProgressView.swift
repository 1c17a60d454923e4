// weight: 10
// api: ProgressView
// form: ProgressView { label }
import SwiftUI

struct Probe127: View {
  var body: some View {
    ProgressView {
      Text("Syncing")
    }
  }
}
