// weight: 245
// api: accessibilityElement
// form: .accessibilityElement(children:)
import SwiftUI

struct Probe279: View {
  var body: some View {
    HStack { Text("A"); Text("B") }.accessibilityElement(children: .combine)
  }
}
