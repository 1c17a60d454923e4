// weight: 12
// api: fill
// form: .fill(gradient)
import SwiftUI

struct Probe269: View {
  var body: some View {
    RoundedRectangle(cornerRadius: 8).fill(LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom))
  }
}
