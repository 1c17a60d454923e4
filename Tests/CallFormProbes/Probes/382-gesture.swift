// weight: 32
// api: gesture
// form: .gesture(DragGesture().onChanged.onEnded)
import SwiftUI

struct Probe382: View {
  @State private var value = 0.5

  var body: some View {
    Text("A").gesture(
      DragGesture(minimumDistance: 10)
        .onChanged { gesture in value = gesture.translation.width }
        .onEnded { _ in value = 0 }
    )
  }
}
