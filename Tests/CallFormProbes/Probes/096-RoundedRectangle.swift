// weight: 59
// api: RoundedRectangle
// form: RoundedRectangle(cornerRadius: CGFloat var)
import SwiftUI

struct Probe096: View {
  let radius: CGFloat = 8

  var body: some View {
    RoundedRectangle(cornerRadius: radius)
  }
}
