// weight: 18
// api: position
// form: .position(x:y:)
import SwiftUI

struct Probe417: View {
  var body: some View {
    Text("A").position(x: 50, y: 50)
  }
}
