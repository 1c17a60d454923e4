// weight: 20
// api: ignoresSafeArea
// form: .ignoresSafeArea(.keyboard/edges:)
import SwiftUI

struct Probe360: View {
  var body: some View {
    Color.black.ignoresSafeArea(.container, edges: .top)
  }
}
