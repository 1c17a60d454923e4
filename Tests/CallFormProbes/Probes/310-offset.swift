// weight: 130
// api: offset
// form: .offset(x:y:)
import SwiftUI

struct Probe310: View {
  @State private var value = 0.5

  var body: some View {
    VStack {
      Text("A").offset(y: -4)
      Text("B").offset(x: 10, y: 2)
      Text("C").offset(x: value * 10)
    }
  }
}
