// weight: 30
// api: stroke
// form: .stroke(style:) / (_:style:)
import SwiftUI

struct Probe298: View {
  var body: some View {
    RoundedRectangle(cornerRadius: 8).stroke(Color.blue, style: StrokeStyle(lineWidth: 2, dash: [4]))
  }
}
