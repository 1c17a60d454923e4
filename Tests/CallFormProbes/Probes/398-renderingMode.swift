// weight: 23
// api: renderingMode
// form: .renderingMode(_:)
import SwiftUI

struct Probe398: View {
  var body: some View {
    Image("icon").renderingMode(.template)
  }
}
