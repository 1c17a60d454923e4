// weight: 29
// api: dynamicTypeSize
// form: .dynamicTypeSize(_:)
import SwiftUI

struct Probe387: View {
  var body: some View {
    Text("A").dynamicTypeSize(...DynamicTypeSize.xxxLarge)
  }
}
