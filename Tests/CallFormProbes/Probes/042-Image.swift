// weight: 14
// api: Image
// form: Image(decorative:)
import SwiftUI

struct Probe042: View {
  var body: some View {
    Image(decorative: "background")
  }
}
