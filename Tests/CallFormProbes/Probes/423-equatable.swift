// weight: 10
// api: equatable
// form: .equatable()
import SwiftUI

struct Probe423: View {
  var body: some View {
    ProbeEquatableRow(title: "A").equatable()
  }
}
