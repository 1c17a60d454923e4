// weight: 32
// api: Image
// form: Image(_:bundle:)
import SwiftUI

struct Probe041: View {
  var body: some View {
    Image("logo", bundle: .main)
  }
}
