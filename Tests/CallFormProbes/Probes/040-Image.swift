// weight: 86
// api: Image
// form: Image(_:)
import SwiftUI

struct Probe040: View {
  var body: some View {
    Image("logo")
  }
}
