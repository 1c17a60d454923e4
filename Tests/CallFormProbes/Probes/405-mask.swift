// weight: 19
// api: mask
// form: .mask { }
import SwiftUI

struct Probe405: View {
  var body: some View {
    Text("A").mask {
      LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom)
    }
  }
}
