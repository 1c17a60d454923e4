// weight: 8
// api: offset
// form: .offset(CGSize)
import SwiftUI

struct Probe311: View {
  var body: some View {
    Text("A").offset(CGSize(width: 3, height: 3))
  }
}
