// weight: 124
// api: symbolVariant
// form: .symbolVariant(_:)
import SwiftUI

struct Probe324: View {
  @State private var isOn = false

  var body: some View {
    Image(systemName: "heart").symbolVariant(isOn ? .fill : .none)
  }
}
