// weight: 15
// api: foregroundStyle
// form: .foregroundStyle(gradient)
import SwiftUI

struct Probe215: View {
  var body: some View {
    Text("A").foregroundStyle(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
  }
}
