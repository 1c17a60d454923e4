// weight: 12
// api: Color
// form: Color.accentColor
import SwiftUI

struct Probe080: View {
  var body: some View {
    Text("A").foregroundColor(.accentColor)
  }
}
