// weight: 15
// api: onLongPressGesture
// form: .onLongPressGesture { }
import SwiftUI

struct Probe408: View {
  @State private var count = 0

  var body: some View {
    Text("A").onLongPressGesture {
      count += 1
    }
  }
}
