// weight: 25
// api: labelStyle
// form: .labelStyle(CustomLabelStyle())
import SwiftUI

struct Probe308: View {
  var body: some View {
    Label("A", systemImage: "star").labelStyle(ProbeLabelStyle())
  }
}
