// weight: 406
// api: font
// form: .font(.system(size:weight:design:))
import SwiftUI

struct Probe196: View {
  let size: CGFloat = 20

  var body: some View {
    VStack {
      Text("A").font(.system(size: 14))
      Text("B").font(.system(size: 20, weight: .bold))
      Text("C").font(.system(size: 12, weight: .medium, design: .monospaced))
      Text("D").font(.system(.body, design: .rounded))
      Text("E").font(.system(.caption, weight: .semibold))
    }
  }
}
