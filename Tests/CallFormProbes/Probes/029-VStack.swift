// weight: 367
// api: VStack
// form: VStack(alignment:)
import SwiftUI

struct Probe029: View {
  var body: some View {
    VStack(alignment: .trailing) {
      Text("A")
    }
  }
}
