// weight: 4
// api: onTapGesture
// form: .onTapGesture(count:perform:)
import SwiftUI

struct Probe296: View {
  @State private var count = 0

  var body: some View {
    Text("A").onTapGesture(count: 2) {
      count += 1
    }
  }
}
