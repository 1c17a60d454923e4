// weight: 36
// api: ColorPicker
// form: ColorPicker(_:selection:)
import SwiftUI

struct Probe166: View {
  @State private var selection = 0
  @State private var color = Color.red

  var body: some View {
    ColorPicker("Tint", selection: $color)
  }
}
