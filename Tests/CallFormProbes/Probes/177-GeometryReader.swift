// weight: 102
// api: GeometryReader
// form: GeometryReader { proxy in }
import SwiftUI

struct Probe177: View {
  var body: some View {
    GeometryReader { proxy in
      Text("Width \(proxy.size.width)")
        .frame(width: proxy.size.width / 2)
    }
  }
}
