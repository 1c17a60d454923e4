// weight: 78
// api: scrollContentBackground
// form: .scrollContentBackground(.hidden)
import SwiftUI

struct Probe344: View {
  var body: some View {
    List { Text("A") }.scrollContentBackground(.hidden)
  }
}
