// weight: 25
// api: contentTransition
// form: .contentTransition(.numericText())
import SwiftUI

struct Probe395: View {
  @State private var count = 0

  var body: some View {
    Text("\(count)").contentTransition(.numericText())
  }
}
