// weight: 254
// api: accessibilityIdentifier
// form: .accessibilityIdentifier(_:)
import SwiftUI

struct Probe278: View {
  var body: some View {
    Button("Login") {}.accessibilityIdentifier("loginButton")
  }
}
