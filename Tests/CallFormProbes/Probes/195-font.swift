// weight: 2400
// api: font
// form: .font(.textStyle)
import SwiftUI

struct Probe195: View {
  var body: some View {
    VStack {
      Text("A").font(.caption)
      Text("B").font(.footnote)
      Text("C").font(.callout)
      Text("D").font(.subheadline)
      Text("E").font(.headline)
      Text("F").font(.title2)
      Text("G").font(.caption2)
      Text("H").font(.title)
      Text("I").font(.title3)
      Text("J").font(.largeTitle)
      Text("K").font(.body)
    }
  }
}
