// weight: 354
// api: EmptyView
// form: EmptyView()
import SwiftUI

struct Probe068: View {
  var body: some View {
    EmptyView()
  }
}
