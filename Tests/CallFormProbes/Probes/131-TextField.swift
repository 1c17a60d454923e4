// weight: 16
// api: TextField
// form: TextField(_:value:format:)
import SwiftUI

struct Probe131: View {
  @State private var value = 0.5
  @State private var count = 0

  var body: some View {
    TextField("Amount", value: $count, format: .number)
  }
}
