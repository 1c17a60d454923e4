// weight: 181
// api: contentShape
// form: .contentShape(Rectangle()/.rect)
import SwiftUI

struct Probe287: View {
  var body: some View {
    VStack {
      HStack { Text("A"); Spacer() }.contentShape(Rectangle())
      HStack { Text("B"); Spacer() }.contentShape(.rect)
    }
  }
}
