// weight: 275
// api: padding
// form: .padding(_: Edge.Set)
import SwiftUI

struct Probe191: View {
  var body: some View {
    Text("A").padding(.horizontal).padding(.bottom).padding(.top)
  }
}
