// weight: 22
// api: edgesIgnoringSafeArea
// form: .edgesIgnoringSafeArea(_:)
import SwiftUI

struct Probe401: View {
  var body: some View {
    Color.black.edgesIgnoringSafeArea(.all)
  }
}
