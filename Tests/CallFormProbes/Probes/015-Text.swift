// weight: 8
// api: Text
// form: Text(_:specifier:)
import SwiftUI

struct Probe015: View {
  @State private var value = 0.5

  var body: some View {
    Text("\(value, specifier: "%.2f")")
  }
}
