// weight: 14
// api: clipShape
// form: .clipShape(.circle/.capsule)
import SwiftUI

struct Probe275: View {
  var body: some View {
    VStack {
      Image("photo").clipShape(.circle)
      Image("photo").clipShape(.capsule)
    }
  }
}
