// weight: 30
// api: frame
// form: .frame(minWidth:maxWidth:minHeight:maxHeight:alignment:)
import SwiftUI

struct Probe208: View {
  var body: some View {
    Text("A").frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity, alignment: .topLeading)
  }
}
