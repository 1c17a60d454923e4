// weight: 96
// api: clipShape
// form: .clipShape(.rect(cornerRadius:))
import SwiftUI

struct Probe273: View {
  var body: some View {
    Image("photo").clipShape(.rect(cornerRadius: 12))
  }
}
