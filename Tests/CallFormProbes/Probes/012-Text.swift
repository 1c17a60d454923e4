// weight: 16
// api: Text
// form: Text(AttributedString)
import SwiftUI

struct Probe012: View {
  var body: some View {
    Text(AttributedString("Bold"))
  }
}
