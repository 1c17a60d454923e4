// weight: 911
// api: Section
// form: Section { }
import SwiftUI

struct Probe048: View {
  var body: some View {
    Form {
      Section {
        Text("Row")
      }
    }
  }
}
