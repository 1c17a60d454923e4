// weight: 73
// api: safeAreaInset
// form: .safeAreaInset(edge:alignment:spacing:) { }
import SwiftUI

struct Probe351: View {
  let spacing: CGFloat = 8

  var body: some View {
    ScrollView { Text("A") }
      .safeAreaInset(edge: .bottom, alignment: .center, spacing: 0) {
        Button("Continue") {}
      }
  }
}
