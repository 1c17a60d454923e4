// weight: 20
// api: foregroundStyle
// form: .foregroundStyle(_:_:) palette
import SwiftUI

struct Probe214: View {
  var body: some View {
    Image(systemName: "person.circle").foregroundStyle(.white, .blue)
  }
}
