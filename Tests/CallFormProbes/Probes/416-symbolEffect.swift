// weight: 16
// api: symbolEffect
// form: .symbolEffect(_:value:)
import SwiftUI

struct Probe416: View {
  @State private var value = 0.5
  @State private var count = 0

  var body: some View {
    Image(systemName: "bell").symbolEffect(.bounce, value: count)
  }
}
