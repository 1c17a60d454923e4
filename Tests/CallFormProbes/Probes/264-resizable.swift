// weight: 312
// api: resizable
// form: .resizable()
import SwiftUI

struct Probe264: View {
  var body: some View {
    Image("photo").resizable()
  }
}
