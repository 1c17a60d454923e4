// weight: 16
// api: scrollDisabled
// form: .scrollDisabled(_:)
import SwiftUI

struct Probe414: View {
  var body: some View {
    List { Text("A") }.scrollDisabled(true)
  }
}
