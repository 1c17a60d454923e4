// weight: 331
// api: fontWeight
// form: .fontWeight(_:)
import SwiftUI

struct Probe259: View {
  var body: some View {
    VStack {
      Text("A").fontWeight(.semibold)
      Text("B").fontWeight(.bold)
      Text("C").fontWeight(.medium)
    }
  }
}
