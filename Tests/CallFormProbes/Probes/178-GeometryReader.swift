// weight: 20
// api: GeometryReader
// form: GeometryReader proxy.frame(in:)
import SwiftUI

struct Probe178: View {
  @State private var value = 0.5

  var body: some View {
    GeometryReader { geometry in
      Color.clear.preference(key: OffsetKey.self, value: geometry.frame(in: .global).minY)
    }
  }
}
