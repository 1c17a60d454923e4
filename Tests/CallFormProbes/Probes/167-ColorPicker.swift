// weight: 8
// api: ColorPicker
// form: ColorPicker(_:selection:supportsOpacity:)
import SwiftUI

struct Probe167: View {
  @State private var selection = 0
  @State private var color = Color.red

  var body: some View {
    ColorPicker("Tint", selection: $color, supportsOpacity: false)
  }
}
