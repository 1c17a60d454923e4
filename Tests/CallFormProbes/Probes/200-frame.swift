// weight: 580
// api: frame
// form: .frame(width:height:)
import SwiftUI

struct Probe200: View {
  var body: some View {
    Image(systemName: "star")
      .frame(width: 24, height: 24)
  }
}
