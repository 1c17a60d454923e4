// weight: 111
// api: imageScale
// form: .imageScale(_:)
import SwiftUI

struct Probe328: View {
  var body: some View {
    Image(systemName: "star").imageScale(.large)
  }
}
