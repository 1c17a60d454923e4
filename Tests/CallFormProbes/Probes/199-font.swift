// weight: 40
// api: font
// form: .font(.custom(_:size:))
import SwiftUI

struct Probe199: View {
  let size: CGFloat = 20

  var body: some View {
    VStack {
      Text("A").font(.custom("Avenir", size: 17))
      Text("B").font(.custom("Avenir", size: 17, relativeTo: .body))
    }
  }
}
