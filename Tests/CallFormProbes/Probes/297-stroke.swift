// weight: 100
// api: stroke
// form: .stroke(_:lineWidth:)
import SwiftUI

struct Probe297: View {
  var body: some View {
    Circle().stroke(Color.gray, lineWidth: 2)
  }
}
