// weight: 16
// api: toolbarBackground
// form: .toolbarBackground(_:for:)
import SwiftUI

struct Probe415: View {
  var body: some View {
    NavigationStack { Text("A").toolbarBackground(.visible, for: .navigationBar) }
  }
}
