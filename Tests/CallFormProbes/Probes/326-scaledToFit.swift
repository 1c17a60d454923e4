// weight: 118
// api: scaledToFit
// form: .scaledToFit()
import SwiftUI

struct Probe326: View {
  var body: some View {
    Image("photo").resizable().scaledToFit()
  }
}
