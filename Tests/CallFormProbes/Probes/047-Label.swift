// weight: 10
// api: Label
// form: Label(_:image:)
import SwiftUI

struct Probe047: View {
  var body: some View {
    Label("Logo", image: "logo")
  }
}
