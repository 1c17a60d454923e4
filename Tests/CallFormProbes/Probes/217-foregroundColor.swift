// weight: 500
// api: foregroundColor
// form: .foregroundColor(.gray/.red/...)
import SwiftUI

struct Probe217: View {
  var body: some View {
    VStack {
      Text("A").foregroundColor(.gray)
      Text("B").foregroundColor(.red)
      Text("C").foregroundColor(.green)
      Text("D").foregroundColor(.white)
      Text("E").foregroundColor(.primary)
    }
  }
}
