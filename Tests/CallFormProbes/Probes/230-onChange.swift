// weight: 30
// api: onChange
// form: .onChange(of:perform:) (iOS 14)
import SwiftUI

struct Probe230: View {
  @State private var text = ""
  @State private var count = 0

  var body: some View {
    Text("A").onChange(of: text) { newValue in
      count = newValue.count
    }
  }
}
