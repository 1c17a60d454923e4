// weight: 120
// api: Section
// form: Section { } header: { }
import SwiftUI

struct Probe051: View {
  var body: some View {
    List {
      Section {
        Text("Row")
      } header: {
        Text("Header")
      }
    }
  }
}
