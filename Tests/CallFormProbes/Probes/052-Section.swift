// weight: 80
// api: Section
// form: Section { } header: { } footer: { }
import SwiftUI

struct Probe052: View {
  var body: some View {
    List {
      Section {
        Text("Row")
      } header: {
        Text("Header")
      } footer: {
        Text("Footer")
      }
    }
  }
}
