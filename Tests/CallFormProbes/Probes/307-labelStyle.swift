// weight: 110
// api: labelStyle
// form: .labelStyle(.iconOnly/.titleAndIcon/.titleOnly)
import SwiftUI

struct Probe307: View {
  var body: some View {
    VStack {
      Label("A", systemImage: "star").labelStyle(.iconOnly)
      Label("B", systemImage: "star").labelStyle(.titleAndIcon)
      Label("C", systemImage: "star").labelStyle(.titleOnly)
    }
  }
}
