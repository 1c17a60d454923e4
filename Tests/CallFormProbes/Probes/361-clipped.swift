// weight: 55
// api: clipped
// form: .clipped()
import SwiftUI

struct Probe361: View {
  var body: some View {
    Image("photo").clipped()
  }
}
