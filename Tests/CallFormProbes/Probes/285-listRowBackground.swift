// weight: 219
// api: listRowBackground
// form: .listRowBackground(_:)
import SwiftUI

struct Probe285: View {
  var body: some View {
    List {
      Text("A").listRowBackground(Color.clear)
      Text("B").listRowBackground(RoundedRectangle(cornerRadius: 8).fill(Color.gray))
    }
  }
}
