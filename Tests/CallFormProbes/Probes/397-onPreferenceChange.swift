// weight: 23
// api: onPreferenceChange
// form: .preference + .onPreferenceChange
import SwiftUI

struct Probe397: View {
  @State private var value = 0.5

  var body: some View {
    Text("A")
      .preference(key: OffsetKey.self, value: 10)
      .onPreferenceChange(OffsetKey.self) { offset in value = offset }
  }
}
