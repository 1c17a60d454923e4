// weight: 98
// api: Color
// form: Color(_: "asset")
import SwiftUI

struct Probe072: View {
  var body: some View {
    Text("Brand").foregroundColor(Color("BrandColor"))
  }
}
