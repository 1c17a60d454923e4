// weight: 239
// api: Circle
// form: Circle()
import SwiftUI

struct Probe099: View {
  var body: some View {
    Circle()
      .fill(Color.green)
      .frame(width: 8, height: 8)
  }
}
