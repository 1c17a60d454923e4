// weight: 30
// api: environment
// form: .environment(\.locale/\.openURL/...)
import SwiftUI

struct Probe237: View {
  var body: some View {
    VStack {
      Text("A").environment(\.locale, Locale(identifier: "fr"))
      Text("B").environment(\.isEnabled, false)
      Text("C").environment(\.openURL, OpenURLAction { _ in .handled })
    }
  }
}
