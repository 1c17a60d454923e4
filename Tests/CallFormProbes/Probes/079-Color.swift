// weight: 20
// api: Color
// form: Color.clear
import SwiftUI

struct Probe079: View {
  var body: some View {
    Color.clear.contentShape(Rectangle())
  }
}
