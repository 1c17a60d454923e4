// weight: 72
// api: overlay
// form: .overlay(Shape)
import SwiftUI

struct Probe240: View {
  var body: some View {
    Text("A").overlay(RoundedRectangle(cornerRadius: 8).stroke(Color.gray, lineWidth: 1))
  }
}
