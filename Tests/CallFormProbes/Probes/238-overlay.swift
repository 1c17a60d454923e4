// weight: 194
// api: overlay
// form: .overlay { }
import SwiftUI

struct Probe238: View {
  var body: some View {
    Image(systemName: "bell").overlay {
      Circle().stroke(Color.red)
    }
  }
}
