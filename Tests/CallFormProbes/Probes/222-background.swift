// weight: 71
// api: background
// form: .background(Shape)
import SwiftUI

struct Probe222: View {
  var body: some View {
    Text("A").background(RoundedRectangle(cornerRadius: 8).fill(Color.blue))
  }
}
