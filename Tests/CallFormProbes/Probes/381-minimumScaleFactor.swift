// weight: 34
// api: minimumScaleFactor
// form: .minimumScaleFactor(_:)
import SwiftUI

struct Probe381: View {
  var body: some View {
    Text("A").minimumScaleFactor(0.5)
  }
}
