// weight: 141
// api: frame
// form: .frame(minWidth:/minHeight:)
import SwiftUI

struct Probe204: View {
  var body: some View {
    Text("A").frame(minWidth: 100, minHeight: 44)
  }
}
