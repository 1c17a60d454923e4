// weight: 48
// api: Path
// form: Path { path in }
import SwiftUI

struct Probe101: View {
  @State private var path = NavigationPath()

  var body: some View {
    Path { path in
      path.move(to: CGPoint(x: 0, y: 0))
      path.addLine(to: CGPoint(x: 100, y: 100))
    }
    .stroke(Color.red, lineWidth: 2)
  }
}
