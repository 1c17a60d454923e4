// weight: 78
// api: listRowInsets
// form: .listRowInsets(_:)
import SwiftUI

struct Probe347: View {
  var body: some View {
    List {
      Text("A").listRowInsets(EdgeInsets())
      Text("B").listRowInsets(.init(top: 0, leading: 16, bottom: 0, trailing: 16))
    }
  }
}
