// weight: 10
// api: stroke
// form: .stroke(lineWidth:)
import SwiftUI

struct Probe300: View {
  var body: some View {
    Circle().stroke(lineWidth: 3)
  }
}
