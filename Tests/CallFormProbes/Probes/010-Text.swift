// weight: 24
// api: Text
// form: Text(_:format:)
import SwiftUI

struct Probe010: View {
  @State private var value = 0.5

  var body: some View {
    Text(value, format: .percent)
  }
}
