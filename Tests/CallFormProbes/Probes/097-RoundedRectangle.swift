// weight: 44
// api: RoundedRectangle
// form: RoundedRectangle(cornerRadius:style:)
import SwiftUI

struct Probe097: View {
  var body: some View {
    RoundedRectangle(cornerRadius: 16, style: .continuous)
      .stroke(Color.gray, lineWidth: 1)
  }
}
