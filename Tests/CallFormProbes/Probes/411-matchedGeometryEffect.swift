// weight: 15
// api: matchedGeometryEffect
// form: .matchedGeometryEffect(id:in:)
import SwiftUI

struct Probe411: View {
  @Namespace private var namespace

  var body: some View {
    Text("A").matchedGeometryEffect(id: "title", in: namespace)
  }
}
