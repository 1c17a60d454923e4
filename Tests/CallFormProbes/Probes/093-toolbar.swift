// weight: 14
// api: toolbar
// form: .toolbar(.hidden/.visible, for:)
import SwiftUI

struct Probe093: View {
  var body: some View {
    NavigationStack {
      Text("A").toolbar(.hidden, for: .navigationBar)
    }
  }
}
