// weight: 404
// api: Group
// form: Group { }
import SwiftUI

struct Probe069: View {
  @State private var isOn = false

  var body: some View {
    Group {
      if isOn {
        Text("On")
      } else {
        Text("Off")
      }
    }
  }
}
