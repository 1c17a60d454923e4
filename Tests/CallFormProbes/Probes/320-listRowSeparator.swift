// weight: 132
// api: listRowSeparator
// form: .listRowSeparator(_:[edges:])
import SwiftUI

struct Probe320: View {
  var body: some View {
    List {
      Text("A").listRowSeparator(.hidden)
      Text("B").listRowSeparator(.hidden, edges: .top)
    }
  }
}
