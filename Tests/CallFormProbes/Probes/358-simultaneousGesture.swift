// weight: 57
// api: simultaneousGesture
// form: .simultaneousGesture(TapGesture().onEnded)
import SwiftUI

struct Probe358: View {
  @State private var count = 0

  var body: some View {
    Text("A").simultaneousGesture(TapGesture().onEnded { count += 1 })
  }
}
