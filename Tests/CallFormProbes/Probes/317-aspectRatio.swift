// weight: 42
// api: aspectRatio
// form: .aspectRatio(_:contentMode:)
import SwiftUI

struct Probe317: View {
  var body: some View {
    Image("photo").resizable().aspectRatio(16 / 9, contentMode: .fill)
  }
}
