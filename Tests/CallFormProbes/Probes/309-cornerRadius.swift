// weight: 140
// api: cornerRadius
// form: .cornerRadius(_:)
import SwiftUI

struct Probe309: View {
  var body: some View {
    Image("photo").cornerRadius(8)
  }
}
