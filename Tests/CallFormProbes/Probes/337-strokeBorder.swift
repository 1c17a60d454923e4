// weight: 92
// api: strokeBorder
// form: .strokeBorder(_:lineWidth:)
import SwiftUI

struct Probe337: View {
  var body: some View {
    Circle().strokeBorder(Color.white, lineWidth: 2)
  }
}
