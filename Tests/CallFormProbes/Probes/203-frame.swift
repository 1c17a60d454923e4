// weight: 74
// api: frame
// form: .frame(maxWidth:maxHeight:)
import SwiftUI

struct Probe203: View {
  var body: some View {
    Color.blue.frame(maxWidth: .infinity, maxHeight: .infinity)
  }
}
