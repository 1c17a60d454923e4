// weight: 329
// api: Section
// form: Section(_: "title")
import SwiftUI

struct Probe049: View {
  var body: some View {
    Form {
      Section("General") {
        Text("Row")
      }
    }
  }
}
