// weight: 316
// api: font
// form: .font(Font var)
import SwiftUI

struct Probe197: View {
  let titleFont: Font = .headline

  var body: some View {
    Text("A").font(titleFont)
  }
}
