// weight: 104
// api: scenePadding
// form: .scenePadding()
import SwiftUI

struct Probe331: View {
  var body: some View {
    Text("A").scenePadding()
  }
}
