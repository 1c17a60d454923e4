// weight: 268
// api: ProgressView
// form: ProgressView()
import SwiftUI

struct Probe123: View {
  var body: some View {
    ProgressView()
  }
}
