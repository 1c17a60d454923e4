// weight: 104
// api: clipShape
// form: .clipShape(RoundedRectangle)
import SwiftUI

struct Probe272: View {
  var body: some View {
    Image("photo").clipShape(RoundedRectangle(cornerRadius: 10))
  }
}
