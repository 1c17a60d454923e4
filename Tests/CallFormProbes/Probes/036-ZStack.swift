// weight: 222
// api: ZStack
// form: ZStack { }
import SwiftUI

struct Probe036: View {
  var body: some View {
    ZStack {
      Color.black
      Text("Overlay")
    }
  }
}
