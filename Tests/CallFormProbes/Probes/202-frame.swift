// weight: 542
// api: frame
// form: .frame(width:) / .frame(height:)
import SwiftUI

struct Probe202: View {
  var body: some View {
    VStack {
      Text("A").frame(height: 44)
      Text("B").frame(width: 120)
    }
  }
}
