// weight: 60
// api: fill
// form: .fill(.style)
import SwiftUI

struct Probe268: View {
  var body: some View {
    VStack {
      Circle().fill(.white)
      Circle().fill(.regularMaterial)
      Circle().fill(.clear)
    }
  }
}
