// weight: 221
// api: symbolRenderingMode
// form: .symbolRenderingMode(_:)
import SwiftUI

struct Probe284: View {
  var body: some View {
    Image(systemName: "cloud.sun.fill").symbolRenderingMode(.multicolor)
  }
}
