// weight: 46
// api: clipShape
// form: .clipShape(Circle()/Capsule())
import SwiftUI

struct Probe274: View {
  var body: some View {
    VStack {
      Image("photo").clipShape(Circle())
      Image("photo").clipShape(Capsule())
    }
  }
}
