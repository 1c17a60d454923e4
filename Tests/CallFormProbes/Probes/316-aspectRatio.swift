// weight: 90
// api: aspectRatio
// form: .aspectRatio(contentMode:)
import SwiftUI

struct Probe316: View {
  var body: some View {
    Image("photo").resizable().aspectRatio(contentMode: .fit)
  }
}
