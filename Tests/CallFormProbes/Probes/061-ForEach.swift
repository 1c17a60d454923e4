// weight: 32
// api: ForEach
// form: ForEach(0..<n, id: \.self)
import SwiftUI

struct Probe061: View {
  @State private var count = 0

  var body: some View {
    VStack {
      ForEach(0..<count, id: \.self) { index in
        Text("\(index)")
      }
    }
  }
}
