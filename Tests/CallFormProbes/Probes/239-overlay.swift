// weight: 210
// api: overlay
// form: .overlay(alignment:) { }
import SwiftUI

struct Probe239: View {
  var body: some View {
    Image(systemName: "bell").overlay(alignment: .topTrailing) {
      Circle().fill(Color.red).frame(width: 8, height: 8)
    }
  }
}
