// weight: 115
// api: background
// form: .background { view }
import SwiftUI

struct Probe221: View {
  var body: some View {
    Text("A").background {
      RoundedRectangle(cornerRadius: 8).fill(Color.gray.opacity(0.2))
    }
  }
}
