// weight: 36
// api: scaledToFill
// form: .scaledToFill()
import SwiftUI

struct Probe379: View {
  var body: some View {
    Image("photo").resizable().scaledToFill()
  }
}
