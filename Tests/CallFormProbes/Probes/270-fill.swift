// weight: 8
// api: fill
// form: .fill(.linearGradient(...))
import SwiftUI

struct Probe270: View {
  var body: some View {
    Rectangle().fill(.linearGradient(colors: [.red, .orange], startPoint: .leading, endPoint: .trailing))
  }
}
