// weight: 57
// api: Spacer
// form: Spacer(minLength:)
import SwiftUI

struct Probe066: View {
  var body: some View {
    HStack {
      Text("A")
      Spacer(minLength: 8)
    }
  }
}
