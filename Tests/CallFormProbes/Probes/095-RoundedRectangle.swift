// weight: 314
// api: RoundedRectangle
// form: RoundedRectangle(cornerRadius:)
import SwiftUI

struct Probe095: View {
  var body: some View {
    RoundedRectangle(cornerRadius: 12)
      .fill(Color.blue)
      .frame(height: 44)
  }
}
