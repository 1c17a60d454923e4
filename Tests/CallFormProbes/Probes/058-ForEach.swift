// weight: 78
// api: ForEach
// form: ForEach(0..<n)
import SwiftUI

struct Probe058: View {
  var body: some View {
    VStack {
      ForEach(0..<5) { index in
        Text("\(index)")
      }
    }
  }
}
