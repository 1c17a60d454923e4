// weight: 53
// api: frame
// form: .frame(idealWidth:idealHeight:)
import SwiftUI

struct Probe206: View {
  var body: some View {
    Text("A").frame(idealWidth: 300, idealHeight: 200)
  }
}
