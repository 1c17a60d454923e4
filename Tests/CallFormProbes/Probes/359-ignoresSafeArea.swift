// weight: 57
// api: ignoresSafeArea
// form: .ignoresSafeArea()
import SwiftUI

struct Probe359: View {
  var body: some View {
    Color.black.ignoresSafeArea()
  }
}
