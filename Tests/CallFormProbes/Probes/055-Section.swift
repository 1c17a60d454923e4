// weight: 12
// api: Section
// form: Section(header:footer:)
import SwiftUI

struct Probe055: View {
  var body: some View {
    Form {
      Section(header: Text("H"), footer: Text("F")) {
        Text("Row")
      }
    }
  }
}
