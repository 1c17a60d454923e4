// weight: 98
// api: listStyle
// form: .listStyle(_:)
import SwiftUI

struct Probe334: View {
  var body: some View {
    List { Text("A") }.listStyle(.insetGrouped)
  }
}
