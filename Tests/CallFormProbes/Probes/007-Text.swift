// weight: 59
// api: Text
// form: Text(_:comment:)
import SwiftUI

struct Probe007: View {
  var body: some View {
    Text("Save", comment: "Saves the draft")
  }
}
