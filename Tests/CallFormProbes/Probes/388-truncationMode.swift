// weight: 28
// api: truncationMode
// form: .truncationMode(_:)
import SwiftUI

struct Probe388: View {
  var body: some View {
    Text("A").truncationMode(.middle)
  }
}
