// weight: 11
// api: ProgressView
// form: ProgressView(value:)
import SwiftUI

struct Probe126: View {
  @State private var value = 0.5

  var body: some View {
    ProgressView(value: value)
  }
}
