// weight: 4
// api: fill
// form: .fill()
import SwiftUI

struct Probe271: View {
  var body: some View {
    Circle().fill()
  }
}
