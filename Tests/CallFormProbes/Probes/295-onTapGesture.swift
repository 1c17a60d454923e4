// weight: 190
// api: onTapGesture
// form: .onTapGesture { }
import SwiftUI

struct Probe295: View {
  @State private var count = 0

  var body: some View {
    Text("A").onTapGesture {
      count += 1
    }
  }
}
