// weight: 131
// api: Section
// form: Section(header: Text)
import SwiftUI

struct Probe050: View {
  var body: some View {
    List {
      Section(header: Text("Header")) {
        Text("Row")
      }
    }
  }
}
