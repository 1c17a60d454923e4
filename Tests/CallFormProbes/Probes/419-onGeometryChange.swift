// weight: 18
// api: onGeometryChange
// form: .onGeometryChange(for:of:action:)
import SwiftUI

struct Probe419: View {
  @State private var value = 0.5

  var body: some View {
    Text("A").onGeometryChange(for: CGFloat.self) { proxy in proxy.size.height } action: { height in value = height }
  }
}
