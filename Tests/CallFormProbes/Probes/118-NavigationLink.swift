// weight: 15
// api: NavigationLink
// form: NavigationLink(_:value:)
import SwiftUI

struct Probe118: View {
  @State private var value = 0.5

  var body: some View {
    NavigationStack {
      NavigationLink("Item", value: 3)
    }
  }
}
