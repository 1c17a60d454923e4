// weight: 52
// api: contentMargins
// form: .contentMargins(_:_:for:)
import SwiftUI

struct Probe368: View {
  var body: some View {
    List { Text("A") }.contentMargins(.top, 8, for: .scrollContent)
  }
}
