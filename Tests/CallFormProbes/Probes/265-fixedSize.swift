// weight: 192
// api: fixedSize
// form: .fixedSize(horizontal:vertical:)
import SwiftUI

struct Probe265: View {
  var body: some View {
    Text("A").fixedSize(horizontal: false, vertical: true)
  }
}
